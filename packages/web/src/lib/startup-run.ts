import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NOTICES_QUERY, appStartActors, appStartMachine } from '@lobby/flows/app-start';
import type { LobbySdk, OperationOutput } from '@lobby/sdk';
import { toLanguageCode, type LanguageCode } from '@/config/languages';
import type { RuntimeConfig } from './runtime-config';
import { storedLanguage } from './stored-language';

/** The running start-up machine. */
export type StartupActor = ActorRefFrom<typeof appStartMachine>;
type Notices = OperationOutput<'getNotices'>;
type SystemStatus = OperationOutput<'getSystemStatus'>;

const SETTLED = ['ready', 'maintenance', 'regionRestricted', 'invalidUrl', 'failed'] as const;

/**
 * The language the brand's configuration decided for the page (the stored one when the brand supports it,
 * else the brand's default), when the deployment does not fix its own list; null while the configuration is
 * not known, under a deployment's own list, or for a code the site does not know.
 */
export function brandLanguage(
  snapshot: SnapshotFrom<StartupActor>,
  runtime: RuntimeConfig,
): LanguageCode | null {
  if (runtime.languages !== null || !snapshot.context.config) return null;
  return toLanguageCode(snapshot.context.language);
}

/** The start-up machine, running from before the app's code has arrived, and the call it let go early. */
export interface StartupRun {
  readonly actor: StartupActor;
  /** Resolves once start-up has reached a screen: the site, maintenance, region blocked, invalid URL or failed. */
  readonly settled: Promise<void>;
  /**
   * Resolves once the notices asked for early have answered (or failed) and `onNotices` has run, or once it
   * is known they will not be asked for early (another language to come, or start-up settled without them).
   */
  readonly earlyNotices: Promise<void>;
  /** The notices asked for during the domain check, handed over once; null when not asked or already taken. */
  takeNotices(): Promise<Notices> | null;
}

/**
 * Starts the start-up machine (configuration and whitelabel, then the domain check) at once, and asks
 * for the notices (the home's first banner) during the domain check when the language the page starts
 * in (`language`) is already settled: the brand's choice changes it only when the deployment does not
 * fix its own list. Otherwise the gate asks once it has switched language.
 */
export function startStartup({
  sdk,
  runtime,
  language,
  domain = window.location.hostname,
  onNotices,
}: {
  sdk: LobbySdk;
  runtime: RuntimeConfig;
  language: LanguageCode;
  domain?: string;
  /** Called with the early notices and the configuration, e.g. to preload the first banner. */
  onNotices?: (notices: Notices, config: SystemStatus | null) => void;
}): StartupRun {
  const actor = createActor(appStartMachine.provide({ actors: appStartActors(sdk) }), {
    input: { storedLanguage: storedLanguage(), domain },
  });
  let notices: Promise<Notices> | null = null;
  let decided = false;
  let earlyNoticesDone: () => void = () => undefined;
  const earlyNotices = new Promise<void>((resolve) => (earlyNoticesDone = resolve));
  const subscription = actor.subscribe((snapshot) => {
    if (decided || !snapshot.matches('checkingDomain')) return;
    decided = true;
    const brand = brandLanguage(snapshot, runtime);
    if (brand && brand !== language) return earlyNoticesDone();
    notices = sdk.content.getNotices({ ...NOTICES_QUERY });
    // Whoever takes the promise handles its failure; untaken, it must not surface as an unhandled rejection.
    notices
      .then((value) => onNotices?.(value, actor.getSnapshot().context.config))
      .catch(() => undefined)
      .finally(earlyNoticesDone);
  });
  const settled = new Promise<void>((resolve) => {
    const watch = actor.subscribe((snapshot) => {
      if (SETTLED.some((state) => snapshot.matches(state))) {
        resolve();
        if (!decided) earlyNoticesDone();
        watch.unsubscribe();
      }
    });
  });
  actor.start();
  return {
    actor,
    settled,
    earlyNotices,
    takeNotices() {
      const taken = notices;
      notices = null;
      if (decided) subscription.unsubscribe();
      return taken;
    },
  };
}
