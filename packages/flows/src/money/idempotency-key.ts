/**
 * A fresh idempotency key for one money move: 32 hex characters from the platform's CSPRNG
 * (`crypto.getRandomValues` exists in every browser context and in Node, unlike `randomUUID`,
 * which browsers keep to secure contexts).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the `index`-th call of a move made of several calls (recall all), from the move's key. */
export const subKey = (key: string, index: number): string => `${key}-${index}`;
