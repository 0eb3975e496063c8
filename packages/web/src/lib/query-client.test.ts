import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { LobbyError } from '@lobby/sdk';
import { REFUSED_READ_WAIT_MS, createQueryClient, retryTransient } from './query-client';

const error = (kind: 'http' | 'network', status: number, operationId = 'getBalance') =>
  new LobbyError({ kind, operationId, status, message: `HTTP ${status}` });

describe("the app's query client", () => {
  it('keeps the data of a read the server refused (401) while it waits for the session, instead of failing it', async () => {
    const client = createQueryClient();
    let answer: () => Promise<number> = async () => 100;
    const observer = new QueryObserver(client, {
      queryKey: ['wallet', 'balance', 'session-1'],
      queryFn: () => answer(),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(100));
    answer = () => Promise.reject(error('http', 401));
    void observer.refetch();
    await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1));
    const result = observer.getCurrentResult();
    expect(result).toMatchObject({ isError: false, data: 100, fetchStatus: 'fetching' });
    expect(REFUSED_READ_WAIT_MS).toBeGreaterThanOrEqual(60_000);
    unsubscribe();
    client.clear();
  });

  it('fails other refusals at once; the session machine reads the member with no wait for a 401', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, error('http', 403))).toBe(false);
    expect(retry(0, error('http', 401))).toBe(true);
    expect(retry(1, error('http', 401))).toBe(false);
    expect(retryTransient(0, error('http', 401))).toBe(false);
    expect(retryTransient(0, error('network', 0))).toBe(true);
  });

  it('never retries a launch (the lottery lobby, a game, a chat room), lost in transit or refused', async () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    for (const operationId of ['getLotteryLobby', 'launchGame', 'launchChat']) {
      for (const failure of [error('network', 0, operationId), error('http', 503, operationId)])
        expect(retry(0, failure), operationId).toBe(false);
      expect(retry(0, error('http', 401, operationId)), operationId).toBe(false);
    }
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(error('network', 0, 'getLotteryLobby')));
    await expect(client.fetchQuery({ queryKey: ['lottery', 'lobby'], queryFn })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(1);
    client.clear();
  });
});
