import { getApps, initializeApp } from 'firebase/app';
import {
  getAuth,
  PhoneAuthProvider,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithPhoneNumber,
  signOut,
} from 'firebase/auth';
import type { PhoneAuth } from '@lobby/flows';
import type { PhoneAuthConfig } from './lazy-phone-auth';

const APP_NAME = 'lobby-phone-auth';
const RECAPTCHA_ID = 'lobby-phone-auth-recaptcha';

function recaptchaContainer(): HTMLElement {
  const existing = document.getElementById(RECAPTCHA_ID);
  if (existing) return existing;
  const container = document.createElement('div');
  container.id = RECAPTCHA_ID;
  document.body.append(container);
  return container;
}

/**
 * The PhoneAuth port over Firebase's phone sign-in (the official modular SDK): an invisible reCAPTCHA
 * guards the send, `signInWithPhoneNumber` texts the code, the code and verification id make a
 * credential, and the signed-in user's id token is what the backend checks. Firebase's own session
 * ends at once: the site's session is the backend's token. Rejections keep Firebase's `auth/...` codes.
 */
export function firebasePhoneAuth(config: PhoneAuthConfig): PhoneAuth {
  const { apiKey, authDomain, projectId, appId } = config;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ apiKey, authDomain, projectId, appId }, APP_NAME);
  const auth = getAuth(app);
  let verifier: RecaptchaVerifier | null = null;
  return {
    async sendCode(phoneNumber) {
      verifier ??= new RecaptchaVerifier(auth, recaptchaContainer(), { size: 'invisible' });
      try {
        return (await signInWithPhoneNumber(auth, phoneNumber, verifier)).verificationId;
      } catch (error) {
        // A used or failed reCAPTCHA cannot be solved again: the next send renders a fresh one.
        verifier.clear();
        verifier = null;
        throw error;
      }
    },
    async confirm(verificationId, code) {
      const { user } = await signInWithCredential(auth, PhoneAuthProvider.credential(verificationId, code));
      const idToken = await user.getIdToken();
      await signOut(auth);
      return idToken;
    },
  };
}
