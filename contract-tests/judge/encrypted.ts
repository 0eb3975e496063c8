/**
 * How the judge reaches the encrypted operations (`x-encrypted`): Portman writes a request from the spec, and the
 * spec's request body of such an operation is the cipher envelope `{ value }`, which no tool can fill from a schema.
 * So Portman is handed the spec with each encrypted operation's request body set to the plaintext the spec documents
 * for it (`x-plain-request`), answers untouched, and a Postman pre-request script (encrypt-body.js) encrypts that
 * plaintext before Newman sends it, the way the SDK's codec does.
 */
import { readFileSync } from 'node:fs';

/** The parts of an operation read or changed here. */
interface Operation {
  operationId?: string;
  'x-encrypted'?: boolean;
  'x-plain-request'?: unknown;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

/** The parts of the bundled spec read here. */
export interface SpecDocument {
  paths: Record<string, Record<string, Operation | unknown>>;
}

const encryptedOperations = (spec: SpecDocument): Operation[] =>
  Object.values(spec.paths)
    .flatMap((item) => Object.values(item))
    .filter((op): op is Operation => (op as Operation | null)?.['x-encrypted'] === true);

/** The spec as Portman is given it: each encrypted operation's JSON body is its documented plaintext. */
export function plainRequestSpec<S extends SpecDocument>(spec: S): { spec: S; encrypted: string[] } {
  const copy = structuredClone(spec);
  const encrypted = encryptedOperations(copy).map((op) => {
    const json = op.requestBody?.content?.['application/json'];
    if (!json || !op['x-plain-request'])
      throw new Error(
        `${op.operationId ?? '?'}: an encrypted operation without a JSON body and x-plain-request`,
      );
    json.schema = op['x-plain-request'];
    return op.operationId ?? '';
  });
  return { spec: copy, encrypted };
}

/** Portman's config with the encrypting pre-request script on the encrypted operations. */
export function withEncryption(
  config: Record<string, unknown>,
  encrypted: string[],
): Record<string, unknown> {
  const script = readFileSync(new URL('encrypt-body.js', import.meta.url), 'utf8');
  return {
    ...config,
    operationPreRequestScripts: [{ openApiOperationIds: encrypted, scripts: [script] }],
  };
}
