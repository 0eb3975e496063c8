/** content: announcements and notices, promotions (raffle claim, activity applications), feedback, inbox. */
import { announcementHandlers } from './announcements';
import { feedbackHandlers } from './feedback';
import { inboxHandlers } from './inbox';
import { promotionHandlers } from './promotions';

/** The content tag's handlers. */
export const contentHandlers = [
  ...announcementHandlers,
  ...promotionHandlers,
  ...feedbackHandlers,
  ...inboxHandlers,
];
