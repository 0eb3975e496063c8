/**
 * Files a case uploads (multipart). A Blob's bytes can only be read asynchronously, but an interaction
 * is built synchronously, so each example file is made here from text and its text remembered for the
 * recorded body: the SDK sends the file, the pact records the same part, the provider gets it replayed.
 */

/** What the recorded multipart body holds for a file. */
export interface ExampleFile {
  name: string;
  type: string;
  text: string;
}

const examples = new WeakMap<Blob, ExampleFile>();

/** A file of `type` whose bytes are `text` (ASCII), as a client would upload it. */
export function exampleFile(name: string, type: string, text: string): File {
  const file = new File([text], name, { type });
  examples.set(file, { name, type, text });
  return file;
}

/** A small png upload (the provider checks the type and size of proof images, not their pixels). */
export const examplePng = (name: string): File => exampleFile(name, 'image/png', 'example png image bytes');

/** The recorded form of a file made by `exampleFile`; throws for any other Blob. */
export function exampleOf(blob: Blob): ExampleFile {
  const found = examples.get(blob);
  if (!found) throw new Error('a multipart case uploads files made by exampleFile() only');
  return found;
}
