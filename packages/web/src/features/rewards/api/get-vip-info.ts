import { useGetVipInfo } from '@/generated/member/member';
import { useSdk } from '@/lib/app-services';

/** The VIP levels with the member's level and progress (a member call: off for visitors; orval's hook). */
export const useVipInfo = (enabled: boolean) =>
  useGetVipInfo({ query: { enabled }, request: { sdk: useSdk() } });
