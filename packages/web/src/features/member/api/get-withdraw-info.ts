import { useGetWithdrawInfo } from '@/generated/wallet/wallet';
import { useSdk } from '@/lib/app-services';

/**
 * What a withdrawal needs: limits, withdrawable amount, cards, payment password, payments to confirm (orval's
 * hook).
 */
export const useWithdrawInfo = (enabled = true) =>
  useGetWithdrawInfo({ query: { enabled }, request: { sdk: useSdk() } });
