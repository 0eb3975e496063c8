import { useGetPointsConfig } from '@/generated/rewards/rewards';
import { useSdk } from '@/lib/app-services';

/** The brand's points rules: the conversion ratio and bounds, whether the mall and conversion are on (orval's hook). */
export const usePointsConfig = () =>
  useGetPointsConfig({ query: { staleTime: 5 * 60_000 }, request: { sdk: useSdk() } });
