import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pointsChanges } from '../api/points-keys';

/** After a redeem or a conversion: the points, the lists, the history and the wallet balance read again. */
export function usePointsRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all(pointsChanges().map((queryKey) => client.invalidateQueries({ queryKey })));
  }, [client]);
}
