import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase SDK is the provider's own code: its calls are faked here so the adapter's use of them
// (order, parameters, what it returns and clears) is what is tested.
const firebase = vi.hoisted(() => ({
  initializeApp: vi.fn((_options: unknown, name: string) => ({ name })),
  getApps: vi.fn((): { name: string }[] => []),
  getAuth: vi.fn(() => ({ id: 'auth' })),
  verifiers: [] as { container: HTMLElement; params: unknown; clear: ReturnType<typeof vi.fn> }[],
  signInWithPhoneNumber: vi.fn(),
  credential: vi.fn((verificationId: string, code: string) => ({ verificationId, code })),
  signInWithCredential: vi.fn(),
  signOut: vi.fn(async () => undefined),
}));

vi.mock('firebase/app', () => ({ initializeApp: firebase.initializeApp, getApps: firebase.getApps }));
vi.mock('firebase/auth', () => ({
  getAuth: firebase.getAuth,
  RecaptchaVerifier: class {
    clear = vi.fn();
    constructor(_auth: unknown, container: HTMLElement, params: unknown) {
      firebase.verifiers.push({ container, params, clear: this.clear });
    }
  },
  signInWithPhoneNumber: firebase.signInWithPhoneNumber,
  PhoneAuthProvider: { credential: firebase.credential },
  signInWithCredential: firebase.signInWithCredential,
  signOut: firebase.signOut,
}));

const { firebasePhoneAuth } = await import('./firebase-phone-auth');
const config = {
  provider: 'firebase' as const,
  apiKey: 'key',
  authDomain: 'brand.firebaseapp.com',
  projectId: 'brand',
  appId: '1:2:web:3',
};

describe('the Firebase phone-auth adapter', () => {
  beforeEach(() => {
    firebase.verifiers.length = 0;
    vi.clearAllMocks();
  });

  it("texts the code behind an invisible reCAPTCHA and hands back the verification id; the code's credential gives the id token and Firebase's session ends", async () => {
    firebase.signInWithPhoneNumber.mockResolvedValue({ verificationId: 'vid-1' });
    firebase.signInWithCredential.mockResolvedValue({
      user: { getIdToken: async () => 'firebase-id-token' },
    });
    const auth = firebasePhoneAuth(config);
    expect(firebase.initializeApp).toHaveBeenCalledWith(
      { apiKey: 'key', authDomain: 'brand.firebaseapp.com', projectId: 'brand', appId: '1:2:web:3' },
      'lobby-phone-auth',
    );
    expect(await auth.sendCode('+84912345678')).toBe('vid-1');
    expect(firebase.verifiers).toHaveLength(1);
    expect(firebase.verifiers[0]?.params).toEqual({ size: 'invisible' });
    expect(document.body.contains(firebase.verifiers[0]?.container ?? null)).toBe(true);
    expect(firebase.signInWithPhoneNumber).toHaveBeenCalledWith(
      { id: 'auth' },
      '+84912345678',
      expect.anything(),
    );
    expect(await auth.confirm('vid-1', '123456')).toBe('firebase-id-token');
    expect(firebase.credential).toHaveBeenCalledWith('vid-1', '123456');
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
  });

  it("keeps Firebase's rejection (its auth/ code) and renders a fresh reCAPTCHA for the next send", async () => {
    firebase.signInWithPhoneNumber
      .mockRejectedValueOnce({ code: 'auth/too-many-requests' })
      .mockResolvedValueOnce({ verificationId: 'vid-2' });
    const auth = firebasePhoneAuth(config);
    await expect(auth.sendCode('+84912345678')).rejects.toEqual({ code: 'auth/too-many-requests' });
    expect(firebase.verifiers[0]?.clear).toHaveBeenCalled();
    expect(await auth.sendCode('+84912345678')).toBe('vid-2');
    expect(firebase.verifiers).toHaveLength(2);
  });

  it('reuses the app already initialised under its name', () => {
    firebase.getApps.mockReturnValueOnce([{ name: 'lobby-phone-auth' }]);
    firebasePhoneAuth(config);
    expect(firebase.initializeApp).not.toHaveBeenCalled();
  });
});
