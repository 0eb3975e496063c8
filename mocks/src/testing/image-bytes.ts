/** Bytes of uploads for tests: the sandbox reads a file's first bytes, so a "png" must start like one. */

const HEADS: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46],
};

/** `size` bytes that begin as a png's or jpg's do (zeros for any other type). */
export function imageBytes(type: string, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set((HEADS[type] ?? []).slice(0, size));
  return bytes;
}
