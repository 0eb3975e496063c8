import type { QueryClient } from '@tanstack/react-query';

/**
 * The promotions page's query keys. The list is keyed by the member (not the token): a member's list
 * carries their own statuses (applying, claimed), a visitor's the promotion's.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (language: string, memberId: string | null) =>
    [...promotionKeys.all, 'list', language, memberId] as const,
  activities: () => [...promotionKeys.all, 'activities'] as const,
  activityPage: (pageNo: number) => [...promotionKeys.activities(), pageNo] as const,
};

/** After an application or a claim: the promotions' statuses and the member's applications read again. */
export const refreshPromotions = (client: QueryClient): Promise<unknown> =>
  client.invalidateQueries({ queryKey: promotionKeys.all });
