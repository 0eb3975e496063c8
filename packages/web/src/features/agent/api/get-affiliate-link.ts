import { useGetAffiliateLink } from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

/**
 * The agent's own sign-up link and code (a visitor registering through it becomes a direct player downline;
 * orval's hook, through the SDK).
 */
export const useAffiliateLink = () =>
  useGetAffiliateLink({ query: { staleTime: Infinity }, request: { sdk: useSdk() } });
