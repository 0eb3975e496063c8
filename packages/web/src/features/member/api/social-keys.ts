import { sharedKeys } from '@/lib/query-keys';

/** Which inbox messages a page lists. */
export type InboxFilter = 'all' | 'unread';

/** Query keys of the member's inbox and referral; the member info and unread count keys are the session's. */
export const socialKeys = {
  all: ['member', 'social'] as const,
  messages: sharedKeys.inbox,
  messagePage: (filter: InboxFilter, pageNo: number) => [...socialKeys.messages(), filter, pageNo] as const,
  referral: sharedKeys.referral,
  // What the inbox badge reads: the member info (centre badge) and the unread count (socket listener).
  memberInfo: sharedKeys.memberInfos,
  unreadCount: sharedKeys.unreadCounts,
};
