import { describe, expect, it, vi } from 'vitest';
import type { PhoneAuth } from '@lobby/flows';
import { lazyPhoneAuth, type PhoneAuthConfig } from './lazy-phone-auth';
import { sandboxPhoneAuth } from './sandbox-phone-auth';

const reply = (status: number, body: unknown) => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('the sandbox phone-auth adapter', () => {
  const config: PhoneAuthConfig = { provider: 'sandbox', url: '/__sandbox/phone-auth' };

  it('sends the number and confirms the code on its own origin, giving the verification id and the id token', async () => {
    const fetchFn = vi.fn(reply(200, { verificationId: 'vid' }));
    expect(await sandboxPhoneAuth(config, fetchFn).sendCode('+84912345678')).toBe('vid');
    expect(fetchFn).toHaveBeenCalledWith(
      '/__sandbox/phone-auth/send',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ phoneNumber: '+84912345678' }) }),
    );
    const confirm = vi.fn(reply(200, { idToken: 'a.b.c' }));
    expect(await sandboxPhoneAuth(config, confirm).confirm('vid', '123456')).toBe('a.b.c');
    expect(confirm).toHaveBeenCalledWith(
      '/__sandbox/phone-auth/confirm',
      expect.objectContaining({ body: JSON.stringify({ verificationId: 'vid', code: '123456' }) }),
    );
  });

  it("rejects with the provider's code, and with a code of its own for a network failure, a malformed answer or a foreign URL", async () => {
    await expect(
      sandboxPhoneAuth(config, reply(400, { error: { code: 'auth/code-expired' } })).confirm('v', '1'),
    ).rejects.toEqual({ code: 'auth/code-expired' });
    await expect(sandboxPhoneAuth(config, reply(500, '<html>')).sendCode('+8491')).rejects.toEqual({
      code: 'auth/unknown',
    });
    await expect(
      sandboxPhoneAuth(config, reply(200, { verificationId: 7 })).sendCode('+8491'),
    ).rejects.toEqual({ code: 'auth/unknown' });
    await expect(
      sandboxPhoneAuth(config, () => Promise.reject(new TypeError('offline'))).sendCode('+8491'),
    ).rejects.toEqual({ code: 'auth/network-request-failed' });
    const fetchFn = vi.fn(reply(200, { verificationId: 'vid' }));
    await expect(
      sandboxPhoneAuth({ provider: 'sandbox', url: 'https://evil.example/collect' }, fetchFn).sendCode(
        '+8491',
      ),
    ).rejects.toEqual({ code: 'auth/operation-not-allowed' });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('the lazily loaded port', () => {
  it('loads the adapter at the first use only, once per configuration, and again after a failed load', async () => {
    const config: PhoneAuthConfig = { provider: 'firebase', apiKey: 'k' };
    const adapter: PhoneAuth = { sendCode: async () => 'vid', confirm: async () => 'token' };
    const loader = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(adapter);
    const port = lazyPhoneAuth(config, loader);
    expect(loader).not.toHaveBeenCalled();
    await expect(port.sendCode('+84912345678')).rejects.toThrow('chunk failed');
    expect(await port.sendCode('+84912345678')).toBe('vid');
    expect(await lazyPhoneAuth(config, loader).confirm('vid', '1')).toBe('token');
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
