/** Start-up and login, as the site runs them: `appStartMachine`, then `sessionMachine` and `loginMachine` together. */
import { createActor } from 'xstate';
import type { LobbySdk } from '@lobby/sdk';
import {
  appStartActors,
  appStartMachine,
  loginActors,
  loginDeviceId,
  loginMachine,
  memoryCookies,
  memoryStore,
  sessionActors,
  sessionMachine,
  type Flags,
  type MemberInfo,
} from '../../src/index.js';
import type { QaAccount } from '../qa-config.js';
import { money, newClient, reach, stateName, step, type QaContext } from '../qa-steps.js';

/** A member signed in: the client holding the session, and the member as the session loaded it. */
export interface SignedIn {
  sdk: LobbySdk;
  member: MemberInfo;
}

/** The site's start-up: configuration, whitelabel flags and the domain check; the flags feed the login form. */
export async function startUp(qa: QaContext): Promise<Flags> {
  let flags: Flags = {};
  await step(qa, 'login', 'start-up', async () => {
    const { sdk } = newClient(qa);
    const domain = qa.config.domain ?? new URL(qa.baseUrl).hostname;
    const start = createActor(appStartMachine.provide({ actors: appStartActors(sdk) }), {
      input: { storedLanguage: qa.config.language, domain },
    }).start();
    const done = await reach(
      start,
      { describe: 'appStart.ready', ok: (s) => s.matches('ready') },
      (s) => !s.matches('loading') && !s.matches('checkingDomain') && !s.matches('routing'),
      qa.config.stepTimeoutMs,
    );
    flags = done.context.flags;
    return `appStart.ready (language ${done.context.language}, ${Object.keys(flags).length} flags, domain ${domain})`;
  });
  return flags;
}

/** The session and the login form of one client, wired as the site wires them: the login hands its member over. */
function loginActorsOf(qa: QaContext, flags: Flags) {
  const { sdk, tokenStore } = newClient(qa);
  const session = createActor(
    sessionMachine.provide({ actors: sessionActors(sdk, { tokenStore, sessionStore: memoryStore() }) }),
    { input: { url: '/', agentPolicy: true } },
  ).start();
  const login = createActor(
    loginMachine.provide({
      actors: loginActors(sdk, { cookies: memoryCookies(), deviceId: () => loginDeviceId(memoryStore()) }),
    }),
    { input: { flags } },
  );
  login.on('loggedIn', ({ member }) => session.send({ type: 'LOGGED_IN', member }));
  return { sdk, session, login: login.start() };
}

type LoginActor = ReturnType<typeof loginActorsOf>['login'];
type LoginSnapshot = ReturnType<LoginActor['getSnapshot']>;
type SessionSnapshot = ReturnType<ReturnType<typeof loginActorsOf>['session']['getSnapshot']>;

const anonymous = { describe: 'session.anonymous', ok: (s: SessionSnapshot) => s.matches('anonymous') };
const held = {
  describe: 'session.authenticated.idle',
  ok: (s: SessionSnapshot) => s.matches({ authenticated: 'idle' }),
};

/** The login stopped short of signing in: back at the form with an error or field errors, or asking for a captcha. */
const loginStopped = (s: LoginSnapshot): boolean =>
  s.status === 'done' ||
  s.context.error !== null ||
  Object.keys(s.context.fieldErrors).length > 0 ||
  !s.matches({ active: { captcha: 'hidden' } });

/** Fills the login form as a person does (name, password, the slide check) and waits for its answer. */
async function submitLogin(login: LoginActor, account: QaAccount, timeout: number): Promise<LoginSnapshot> {
  const form = {
    describe: 'login form',
    ok: (s: LoginSnapshot) => s.matches({ active: { form: 'editing' } }),
  };
  await reach(login, form, () => false, timeout);
  login.send({ type: 'SUBMIT', username: account.username, password: account.password });
  login.send({ type: 'SLIDE_OK' });
  const loggedIn = {
    describe: 'login.done (loggedIn)',
    ok: (s: LoginSnapshot) => s.status === 'done' && s.output?.result === 'loggedIn',
  };
  return reach(login, loggedIn, loginStopped, timeout);
}

/** Signs an account in through the login form and waits for the session to hold it. */
export async function signIn(
  qa: QaContext,
  flags: Flags,
  who: string,
  account: QaAccount,
): Promise<SignedIn> {
  const { sdk, session, login } = loginActorsOf(qa, flags);
  const timeout = qa.config.stepTimeoutMs;
  await step(qa, 'login', `${who} ${account.username} signs in`, async () => {
    await reach(session, anonymous, () => false, timeout);
    const done = await submitLogin(login, account, timeout);
    const { member, role } = (await reach(session, held, (s) => s.matches('anonymous'), timeout)).context;
    return `${stateName(done)} -> session.authenticated.idle (role ${role}, balance ${money(member?.balance ?? 0)})`;
  });
  const { member } = session.getSnapshot().context;
  login.stop();
  session.stop();
  return { sdk, member: member as MemberInfo };
}
