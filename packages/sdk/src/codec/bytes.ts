/** Byte helpers shared by the codec; browser and Node alike (no Buffer). */

/** UTF-8 bytes of a string. */
export const utf8Encode = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A string from UTF-8 bytes; throws on invalid UTF-8 rather than inventing replacement characters. */
export const utf8Decode = (bytes: Uint8Array): string =>
  new TextDecoder('utf-8', { fatal: true }).decode(bytes);

/** Base64 of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of Base64 text; throws on characters outside the alphabet. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** Lower-case hex of bytes. */
export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
