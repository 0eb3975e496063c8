/**
 * Files a case uploads (multipart). A Blob's bytes can only be read asynchronously, but an interaction
 * is built synchronously, so each example file is made here from bytes and its bytes remembered for the
 * recorded body: the SDK sends the file, the pact records the same part, the provider gets it replayed.
 */

/** What the recorded multipart body holds for a file. */
export interface ExampleFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const examples = new WeakMap<Blob, ExampleFile>();

function fileOf(name: string, type: string, bytes: Uint8Array<ArrayBuffer>): File {
  const file = new File([bytes], name, { type });
  examples.set(file, { name, type, bytes });
  return file;
}

/** A file of `type` whose bytes are `text` (ASCII), as a client would upload it. */
export const exampleFile = (name: string, type: string, text: string): File =>
  fileOf(name, type, new TextEncoder().encode(text));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A small png upload: a png's signature, then text (the provider checks type, size and signature, not pixels). */
export const examplePng = (name: string): File =>
  fileOf(name, 'image/png', Uint8Array.from([...PNG_SIGNATURE, ...new TextEncoder().encode(' example png')]));

/** The recorded form of a file made by `exampleFile` or `examplePng`; throws for any other Blob. */
export function exampleOf(blob: Blob): ExampleFile {
  const found = examples.get(blob);
  if (!found) throw new Error('a multipart case uploads files made by exampleFile() or examplePng() only');
  return found;
}
