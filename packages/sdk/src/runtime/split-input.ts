import type { OperationDescriptor } from './operation-descriptor.js';

/** A flat input sorted into the parts of an HTTP request. */
export interface SplitInput {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

/** The query parameter the spec names for cache busting. */
const CACHE_BUSTER = '_';

function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

/**
 * Sorts the caller's flat input by the descriptor: path, query and header parameters by name, the
 * remaining fields into the body (JSON, form or multipart). Undefined fields are left out.
 */
export function splitInput(op: OperationDescriptor, input: Record<string, unknown>): SplitInput {
  const parts: SplitInput = { path: {}, query: {}, headers: { ...op.headerConsts }, body: undefined };
  const body: Record<string, unknown> = {};
  // for-in, not Object.entries: no array per call for what is most often an empty input.
  for (const name in input) {
    const value = input[name];
    if (value === undefined) continue;
    if (op.pathParams.includes(name)) parts.path[name] = value;
    else if (op.queryParams.includes(name)) parts.query[name] = value;
    else if (op.headerParams.includes(name)) parts.headers[name] = String(value);
    else body[name] = value;
  }
  if (op.queryParams.includes(CACHE_BUSTER)) {
    parts.query[CACHE_BUSTER] ??= String(Date.now());
    parts.headers['Cache-Control'] = 'no-cache';
  }
  if (op.body === 'json') parts.body = body;
  else if (op.body === 'form') {
    parts.headers['Content-Type'] = 'application/x-www-form-urlencoded';
    parts.body = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
  } else if (op.body === 'multipart') parts.body = formData(body);
  return parts;
}
