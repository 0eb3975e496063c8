import { desDecrypt } from './des.js';

/**
 * Decodes the customer-service path from the configuration: the last 8 characters are the DES key,
 * the rest is the Base64 cipher text. Returns `null` when the text is not a valid encoding, so a bad
 * configuration hides the link instead of crashing the page.
 */
export function decodeCustomerServicePath(encoded: string): string | null {
  if (typeof encoded !== 'string' || encoded.length <= 8) return null;
  try {
    return desDecrypt(encoded.slice(0, -8), encoded.slice(-8));
  } catch {
    return null;
  }
}
