/** Inbox messages per page (the spec leaves it open; the messages call takes up to 100). */
export const INBOX_PAGE_SIZE = 10;
/** Rows of the points mall's lists (rewards, redemptions, points transactions) per page. */
export const POINTS_PAGE_SIZE = 10;
/** The redeem statuses the spec names, in its order: in process, rejected, approved. */
export const POINT_REDEEM_STATUSES = ['IN_PROCESS', 'REJECTED', 'APPROVED'] as const;
