/**
 * The web's own presentation constants. Business rules, timings and member types live in
 * `@lobby/flows` (its constants.ts): import them from there.
 */
/** The referral QR code's size in the side menu, in px. */
export const SIDE_MENU_QR_SIZE = 200;
/** QR codes' size elsewhere (referral section, app download), in px. */
export const QR_SIZE = 120;
