import { QueryClient } from '@tanstack/react-query';
import { createSdk, memoryTokenStore, type LobbySdk } from '@lobby/sdk';
import { describe, expect, it } from 'vitest';
import { readMessage } from '@/generated/content/content';
import { getGetPointsBalanceQueryOptions } from '@/generated/rewards/rewards';
import { getGetHelpCenterQueryOptions } from '@/generated/system/system';
import { recordSandboxCalls } from '@/testing/sandbox-calls';
import { useSandbox } from '@/testing/sandbox-server';
import { sandboxToken } from '@/testing/sandbox-token';
import { TEST_API } from '@/testing/test-api';

describe("orval's generated calls go through the SDK (sdkCall)", () => {
  const server = useSandbox();
  const calls = recordSandboxCalls(server);

  it('calls the operation by its id with one flat input, the path parameters read back from the URL', async () => {
    const seen: unknown[] = [];
    const sdk = {
      content: {
        readMessage: (input: unknown, options: unknown) => (seen.push(input, options), Promise.resolve(7)),
      },
    } as unknown as LobbySdk;
    await expect(readMessage('m 1/2', { sdk })).resolves.toBe(7);
    expect(seen[0]).toEqual({ messageId: 'm 1/2' });
  });

  it('refuses a call without an SDK instead of fetching by itself', async () => {
    const options = getGetHelpCenterQueryOptions({ lang: 'EN', device: 'WEB' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(options)).rejects.toThrow(/no SDK method for system.getHelpCenter/);
    expect(calls.all()).toEqual([]);
  });

  it("reads a member's data with the SDK's token, which no query key holds", async () => {
    const token = await sandboxToken('demo', 'demo1234');
    const tokenStore = memoryTokenStore();
    tokenStore.set(token);
    const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore });
    const options = getGetPointsBalanceQueryOptions({ request: { sdk } });
    const client = new QueryClient();
    // The SDK's answer (the envelope's value), not the envelope: the SDK unwrapped it.
    expect(await client.fetchQuery(options)).toEqual(await sdk.rewards.getPointsBalance());
    expect(calls.all().filter((call) => call.path.endsWith('_pointBalance')).length).toBe(2);
    expect(
      JSON.stringify(
        client
          .getQueryCache()
          .getAll()
          .map((query) => query.queryKey),
      ),
    ).not.toContain(token);
    expect(options.queryKey).toEqual(['getPointsBalance']);
  });
});
