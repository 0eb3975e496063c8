import { useListBankCards } from '@/generated/member/member';
import { useSdk } from '@/lib/app-services';

/** The member's bank cards, the limit, and the banks a new card may belong to (orval's hook). */
export const useBankCards = () => useListBankCards({ request: { sdk: useSdk() } });
