/** The external phone-auth provider (firebase SMS), injected so flows stay headless. */
export interface PhoneAuth {
  /** Sends a code to `phoneNumber` (E.164); resolves to the verification id. */
  sendCode(phoneNumber: string): Promise<string>;
  /** Confirms the code; resolves to the provider's id token. */
  confirm(verificationId: string, code: string): Promise<string>;
}

/** A provider rejection carries a code such as `auth/invalid-phone-number`. */
export interface PhoneAuthError {
  code: string;
}
