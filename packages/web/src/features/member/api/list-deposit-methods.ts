import { useListDepositMethods } from '@/generated/wallet/wallet';
import { useSdk } from '@/lib/app-services';

/** The brand's deposit methods with their limits and presets (orval's hook; a money move marks it stale by its root). */
export const useDepositMethods = () => useListDepositMethods({ request: { sdk: useSdk() } });
