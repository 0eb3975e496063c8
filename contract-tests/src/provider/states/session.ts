/** Session states: who exists, who is logged in, and the proofs a login waits for (SMS code, id tokens). */
import { DEMO_ACCOUNTS } from '@lobby/mocks';
import { STATE } from '../../harness/states';
import { DEVICE, passwordOf, str, type Sandbox, type StateHandler, type Values } from './sandbox';

const member: StateHandler = async ({ username, password }) => {
  if (passwordOf(str(username)) !== password)
    throw new Error(`state: the sandbox seeds ${str(username)} with another password`);
  return undefined;
};

const noMember: StateHandler = async ({ username }) => {
  if (DEMO_ACCOUNTS.some((a) => a.username === username))
    throw new Error(`state: the sandbox seeds ${str(username)}`);
  return undefined;
};

const loggedIn: StateHandler = async ({ username }, sandbox) => ({
  token: (await sandbox.session(username)).tokenStore.get() ?? '',
});

// A guest's session is the sandbox's own: free play creates the trial member anew each time.
const guest: StateHandler = async (_, sandbox) => ({
  token: (await sandbox.sdk().session.freePlayLogin({ os: 'Windows', loginDeviceId: DEVICE })).token ?? '',
});

/** Logs in as a member whose login waits for an SMS code, and reads the code the sandbox texted. */
const loginVerification: StateHandler = async ({ username }, sandbox) => {
  const value = await sandbox.sdk().session.login({
    username: str(username),
    password: passwordOf(str(username)),
    type: 'username',
    loginDeviceId: DEVICE,
  });
  if (!value.verificationRequired) throw new Error(`state: ${str(username)} logs in without a verification`);
  const info = DEMO_ACCOUNTS.find((a) => a.username === username)?.note.match(/\+\d+ (\d+)/);
  return { verificationCode: await sandbox.lastSms(info?.[1] ?? '') };
};

// Plays the visitor on the sandbox provider's consent page, the way the site's popup does.
const socialIdToken: StateHandler = async ({ provider }, sandbox) => {
  const offered = (await sandbox.sdk().system.getSystemStatus()).info.socialLogin?.providers.find(
    (p) => p.provider === str(provider),
  );
  if (!offered) throw new Error(`state: the sandbox does not offer ${str(provider)} sign-in`);
  const fields = { client_id: offered.clientId, origin: 'http://127.0.0.1', state: 'pact-provider-state' };
  const page = await fetch(new URL(offered.authUrl, sandbox.baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, identity: 'player' }),
  });
  const idToken = /data-id-token="([^"]+)"/.exec(await page.text())?.[1];
  if (!idToken)
    throw new Error(`state: the ${str(provider)} consent page issued no id token (HTTP ${page.status})`);
  return { idToken };
};

/** One step of the sandbox phone-auth provider for that number, as the site's sandbox adapter calls it. */
async function phoneAuth(sandbox: Sandbox, phoneNumber: string, step: string, body: Values): Promise<Values> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/phone-auth/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `state: the phone-auth provider refused ${step} for ${phoneNumber}: ${await response.text()}`,
    );
  return (await response.json()) as Values;
}

// Turns firebase SMS on and plays the site's sandbox adapter: the provider texts a code, the code is read back and confirmed.
const phoneIdToken: StateHandler = async ({ countryDialingCode, mobile }, sandbox) => {
  const phoneNumber = `${str(countryDialingCode)}${str(mobile)}`;
  await sandbox.control('POST', 'firebase-sms', { enabled: true });
  const { verificationId = '' } = await phoneAuth(sandbox, phoneNumber, 'send', { phoneNumber });
  const sent = (await (
    await sandbox.control('GET', `firebase-sms/last?phoneNumber=${encodeURIComponent(phoneNumber)}`)
  ).json()) as { value?: { code?: string } | null };
  const { idToken } = await phoneAuth(sandbox, phoneNumber, 'confirm', {
    verificationId,
    code: sent.value?.code ?? '',
  });
  if (!idToken) throw new Error(`state: the phone-auth provider issued no id token for ${phoneNumber}`);
  return { firebaseIdToken: idToken };
};

/** The session tag's states. */
export const sessionStates: Record<string, StateHandler> = {
  [STATE.member]: member,
  [STATE.noMember]: noMember,
  [STATE.loggedIn]: loggedIn,
  [STATE.guest]: guest,
  [STATE.loginVerification]: loginVerification,
  [STATE.socialIdToken]: socialIdToken,
  [STATE.phoneIdToken]: phoneIdToken,
};
