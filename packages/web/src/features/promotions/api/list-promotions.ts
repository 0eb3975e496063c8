import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LobbySdk } from '@lobby/sdk';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { promotionKeys } from './promotion-keys';

export const listPromotions = (sdk: LobbySdk, language: string, signal?: AbortSignal) =>
  sdk.content.listPromotions({ platform: 'W', language }, { signal });

export const promotionsQueryOptions = (sdk: LobbySdk, language: string, memberId: string | null) =>
  queryOptions({
    queryKey: promotionKeys.list(language, memberId),
    queryFn: ({ signal }) => listPromotions(sdk, language, signal),
  });

/** The brand's promotions; with a session, their statuses are the member's (the SDK sends the token). */
export function usePromotions() {
  const { code } = useLanguage();
  const { member, pending } = useSession();
  return useQuery({
    ...promotionsQueryOptions(useSdk(), code, member ? String(member.id) : null),
    enabled: !pending,
  });
}
