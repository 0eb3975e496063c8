import type { Schemas } from '@lobby/sdk';

const SHOWN_PREFIX = 'popupsShown:';

type Audience = Schemas['PopupExecution'];

/** Which popup audiences apply: B to visitors; A to members, plus F right after a first-time login. */
export function popupAudiences(loggedIn: boolean, firstTimeLogin: boolean): Audience[] {
  if (!loggedIn) return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** Whether this session already showed the popups of these audiences. */
export const wasShown = (audiences: string, storage: Storage = sessionStorage): boolean => storage.getItem(SHOWN_PREFIX + audiences) === '1';

/** Remembers for the session that these popups were shown. */
export const markShown = (audiences: string, storage: Storage = sessionStorage): void => storage.setItem(SHOWN_PREFIX + audiences, '1');
