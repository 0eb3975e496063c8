const FRAME_PERMISSIONS = 'allow-scripts allow-forms allow-popups';

/**
 * The `sandbox` of a frame that shows a third party's page (a vendor's game, a lottery lobby, a chat
 * room). They need scripts, forms and popups, and same-origin to keep their own storage on their own
 * origin. A frame on *our* origin must not get it: scripts plus same-origin there could lift the
 * sandbox and read the session token.
 */
export function embedFrameSandbox(url: string, origin: string = window.location.origin): string {
  let frameOrigin: string;
  try {
    frameOrigin = new URL(url, origin).origin;
  } catch {
    return FRAME_PERMISSIONS;
  }
  return frameOrigin === origin ? FRAME_PERMISSIONS : `${FRAME_PERMISSIONS} allow-same-origin`;
}
