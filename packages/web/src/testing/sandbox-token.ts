import { createSdk, memoryTokenStore } from '@lobby/sdk';
import { TEST_API } from './test-api';

/** Logs `username` in on the MSW sandbox with a throwaway SDK and returns the session token (for `renderApp({ token })`). */
export async function sandboxToken(username: string, password: string): Promise<string> {
  const tokenStore = memoryTokenStore();
  const sdk = createSdk({ baseUrl: TEST_API, merchant: 'DEMO', language: () => 'EN', tokenStore });
  await sdk.session.login({ username, password, type: 'username', loginDeviceId: crypto.randomUUID() });
  const token = tokenStore.get();
  if (!token) throw new Error('the sandbox gave no token');
  return token;
}
