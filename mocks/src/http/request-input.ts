/**
 * Reads one request into the flat input the SDK sends (path + query + header params + body, or the
 * decrypted plaintext of an encrypted call) and checks it against the operation's schemas.
 */
import type { Schema } from '@lobby/openapi';
import { desDecrypt } from '@lobby/sdk';
import { rsaDecryptHex, type RsaKey } from '../crypto/rsa-key';
import type { Operation } from '../spec/document';
import { checkSchema, resolveSchema } from '../spec/schema-check';
import { badRequest } from './envelope';

/** How many leading bytes of an uploaded file are kept: enough for a png's signature (8) or a jpg's (3). */
const HEAD_BYTES = 8;

/** A file of a multipart body. */
export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  size: number;
  /** Its first bytes: what it is, whatever its part's Content-Type says. */
  head: Uint8Array;
}

/** The request's input and uploaded files. */
export interface RequestInput {
  input: Record<string, unknown>;
  files: UploadedFile[];
}

function coerce(raw: string, schema: Schema | undefined): unknown {
  const s = schema ? resolveSchema(schema) : undefined;
  const types = s?.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  if (
    (types.includes('integer') || types.includes('number')) &&
    raw.trim() !== '' &&
    !Number.isNaN(Number(raw))
  )
    return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  if (types.includes('array')) return raw === '' ? [] : raw.split(',').map((part) => coerce(part, s?.items));
  return raw;
}

function check(value: unknown, schema: Schema | undefined, where: string): void {
  if (!schema) return;
  const problem = checkSchema(value, schema, where);
  if (problem) throw badRequest(problem);
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body: is not valid JSON');
  }
}

/** Decrypts an encrypted call's `{ value }` with the sandbox's RSA key and the SDK's DES codec. */
export function decryptBody(body: unknown, headers: Headers, key: RsaKey): unknown {
  if (headers.get('Encryption') !== 'RSA')
    throw badRequest('header Encryption: must be RSA on an encrypted call');
  const rsa = headers.get('X-RSA');
  if (!rsa) throw badRequest('header X-RSA: is required on an encrypted call');
  const value = (body as { value?: unknown } | undefined)?.value;
  if (typeof value !== 'string') throw badRequest('body.value: expected the DES Base64 string');
  let plain: string;
  try {
    // The client encrypts its DES key reversed (see PROTOCOL.md), so reverse it back.
    const desKey = [...rsaDecryptHex(rsa, key)].reverse().join('');
    plain = desDecrypt(value, desKey);
  } catch {
    throw badRequest('body: cannot be decrypted with the sandbox RSA key (fetch getRsaKey again)');
  }
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw badRequest('body: the decrypted payload is not JSON');
  }
}

async function readForm(
  request: Request,
  schema: Schema | undefined,
  files: UploadedFile[],
): Promise<Record<string, unknown>> {
  const properties = schema ? (resolveSchema(schema).properties ?? {}) : {};
  const out: Record<string, unknown> = {};
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('body: is not a valid form');
  }
  for (const [field, entry] of form.entries()) {
    if (typeof entry === 'string') {
      out[field] = coerce(entry, properties[field]);
    } else {
      const head = new Uint8Array(await entry.slice(0, HEAD_BYTES).arrayBuffer());
      files.push({ field, name: entry.name, type: entry.type, size: entry.size, head });
      // Files are checked by the handler (type, content, size, count); the schema sees their names.
      const prop = properties[field] ? resolveSchema(properties[field]) : undefined;
      const list = prop?.type === 'array' || (Array.isArray(prop?.type) && prop.type.includes('array'));
      out[field] = list ? [...((out[field] as string[] | undefined) ?? []), entry.name] : entry.name;
    }
  }
  return out;
}

function decodePathSegment(segment: string, name: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest(`path parameter ${name}: is not valid URL encoding`);
  }
}

type PathParams = Record<string, string | readonly string[] | undefined>;

/** A parameter's text as the request carries it; undefined (or null for a header) when absent. */
function rawParameter(
  p: Operation['parameters'][number],
  request: Request,
  url: URL,
  params: PathParams,
): string | null | undefined {
  if (p.in === 'path')
    return typeof params[p.name] === 'string'
      ? decodePathSegment(params[p.name] as string, p.name)
      : undefined;
  if (p.in === 'query')
    return url.searchParams.has(p.name) ? url.searchParams.getAll(p.name).join(',') : undefined;
  return request.headers.get(p.name);
}

/** The path, query and header parameters, coerced and checked, into `input`. */
function readParameters(
  op: Operation,
  request: Request,
  params: PathParams,
  input: Record<string, unknown>,
): void {
  const url = new URL(request.url);
  for (const p of op.parameters) {
    if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') continue;
    const raw = rawParameter(p, request, url, params);
    if (raw === undefined || raw === null) {
      if (p.required) throw badRequest(`${p.in} parameter ${p.name}: is required`);
      continue;
    }
    const value = coerce(raw, p.schema);
    check(value, p.schema, `${p.in} parameter ${p.name}`);
    // The cache buster is transport noise, not input.
    if (p.name !== '_') input[p.name] = value;
  }
}

/** The body as its media type sends it (undefined when there is none), files into `files`. */
async function parseBody(body: NonNullable<Operation['body']>, request: Request, files: UploadedFile[]) {
  const type = request.headers.get('Content-Type') ?? '';
  if (body.mediaType === 'application/json') {
    if (type && !type.includes('json')) throw badRequest(`body: expected application/json, got ${type}`);
    return readJson(request);
  }
  if (body.mediaType.startsWith('multipart/') || body.mediaType === 'application/x-www-form-urlencoded')
    return type ? readForm(request, body.schema, files) : undefined;
  return request.text();
}

/** The body, checked (and decrypted for an encrypted operation), its fields into `input`. */
async function readBody(
  op: Operation,
  request: Request,
  key: RsaKey,
  input: Record<string, unknown>,
  files: UploadedFile[],
): Promise<void> {
  if (!op.body || request.method === 'GET') return;
  let body: unknown = await parseBody(op.body, request, files);
  if (body === undefined) {
    if (op.body.required) throw badRequest('body: is required');
    return;
  }
  check(body, op.body.schema, 'body');
  if (op.encrypted) {
    body = decryptBody(body, request.headers, key);
    check(body, op.plainSchema ?? undefined, 'body');
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    // A JSON "__proto__" key must not become the input's prototype.
    for (const [name, value] of Object.entries(body)) if (name !== '__proto__') input[name] = value;
  }
}

/** Parses and checks the input of `request` for `op`; throws a 400 SandboxError naming the problem. */
export async function readInput(
  op: Operation,
  request: Request,
  params: PathParams,
  key: RsaKey,
): Promise<RequestInput> {
  const input: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  // The backend routes by module id; a wrong one is a client bug worth naming (a missing one is tolerated).
  const moduleId = request.headers.get('ModuleId');
  if (moduleId && op.moduleId && moduleId !== op.moduleId)
    throw badRequest(`header ModuleId: must be ${op.moduleId} for ${op.operationId}`);
  readParameters(op, request, params, input);
  await readBody(op, request, key, input, files);
  return { input, files };
}
