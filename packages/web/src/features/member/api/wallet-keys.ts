import { sharedKeys } from '@/lib/query-keys';

/**
 * The money screens' hand-written keys, under `wallet`, which every money move refreshes
 * (`hooks/refresh-after-money`). Only the payments to confirm remain: their answer carries the moment it arrived,
 * from which the countdowns start, and orval's fetcher records no such moment. Their key is shared: the events
 * channel reads them again when a withdrawal waits for confirmation.
 */
export const walletKeys = {
  confirmations: sharedKeys.confirmations,
};
