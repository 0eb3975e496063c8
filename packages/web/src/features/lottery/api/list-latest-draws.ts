import { useListOpenNumbers } from '@/generated/lottery/lottery';
import { useSdk } from '@/lib/app-services';

/**
 * Each lottery game's latest draw (`/lgw/vn/numeros/opened/game`), games in menu order; no session needed (orval's
 * hook). Fast games draw every minute: a visit asks again, a refresh always shows the newest.
 */
export const useLatestDraws = () =>
  useListOpenNumbers({ limitNum: 1 }, { query: { staleTime: 0 }, request: { sdk: useSdk() } });
