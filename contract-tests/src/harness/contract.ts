/**
 * Adds one operation's interaction to a pact, built from the spec (not from the SDK's descriptors):
 * the site's headers, the session token (injected from the `loggedIn` state at verification), path,
 * query and body from the test's input, the `{ value }` envelope and `X-RSA` of encrypted calls, and
 * a response of loose matchers. Encrypted calls also get the `getRsaKey` interaction they start with.
 */
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { encryptedExample, BASE64_PATTERN, HEX_PATTERN } from './encrypted-example';
import { exampleOf } from './example-files';
import { LANGUAGE, MERCHANT } from './sdk-for';
import { shape, type Overrides } from './shape';
import { specOperation, type SpecOperation } from './spec';
import { describeState, given, STATE, testRsaKeyState, type ProviderState } from './states';
import { TEST_RSA_KEY } from './test-rsa-key';

const { fromProviderState, like, regex, string } = MatchersV3;

/** A configured interaction, ready for `executeTest` (pact-js does not export the V4 HTTP types). */
export type ReadyInteraction = ReturnType<
  ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>['willRespondWith']
>;

/** The token the SDK holds in consumer tests; the provider's real token replaces it at verification. */
export const EXAMPLE_TOKEN = 'contract-test-token';
/** The member whose session token calls carry unless a case says otherwise. */
export const DEFAULT_MEMBER = 'demo';

/** One interaction: what the client sends (as SDK input) and what the provider answers. */
export interface ContractCase {
  operationId: string;
  /** `uponReceiving`: what this request is, unique within the pact. */
  description: string;
  /** States besides the session and RSA-key states, which are added from the spec's marks. */
  states?: ProviderState[];
  /** The member whose session the call carries (token operations); null sends no token. */
  as?: string | null;
  /** The state that opens the call's session and returns its `{ token }`, for a session no `as` logs into. */
  session?: ProviderState;
  /** The SDK's flat input, as the test passes it. */
  input?: Record<string, unknown>;
  /** Input fields whose real value comes from a state at verification: field -> state value name. */
  fromState?: Record<string, string>;
  /** Header parameters recorded as exact values even where the spec gives a pattern (a key a state names). */
  exact?: string[];
  /** The success value's matchers; default: `shape(valueSchema, overrides)`. */
  value?: unknown;
  /** Added or pinned fields of the default success value. */
  overrides?: Overrides;
  /** A failure instead of a success: HTTP status (default 200 with `success: false`) and value. */
  failure?: { status?: number; value?: unknown };
}

/** The full interaction description as written to the pact. */
const describeCase = (op: SpecOperation, c: ContractCase): string => `${op.operationId}: ${c.description}`;

function split(op: SpecOperation, input: Record<string, unknown>, exact: readonly string[] = []) {
  const where = new Map(op.parameters.map((p) => [p.name, p.in]));
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  const patterns = new Map(op.parameters.map((p) => [p.name, p.schema?.pattern]));
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const place = where.get(name);
    if (place === 'path') path[name] = value;
    else if (place === 'query') query[name] = value;
    else if (place === 'header') {
      // A header the spec gives a pattern (an idempotency key) matches any value of that form.
      const pattern = exact.includes(name) ? undefined : patterns.get(name);
      headers[name] =
        pattern && new RegExp(pattern).test(String(value)) ? regex(pattern, String(value)) : String(value);
    } else body[name] = value;
  }
  for (const p of op.parameters) {
    if (p.in === 'header' && p.schema?.const !== undefined && !(p.name in headers))
      headers[p.name] = String(p.schema.const);
  }
  return { path, query, headers, body };
}

function pathOf(op: SpecOperation, params: Record<string, unknown>, fromState: Record<string, string>) {
  const example = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  if (!Object.keys(params).some((name) => name in fromState)) return example;
  const expression = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name in fromState ? `\${${fromState[name]}}` : encodeURIComponent(String(params[name])),
  );
  return fromProviderState(expression, example);
}

function queryOf(query: Record<string, unknown>, fromState: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.map(String).join(',') : String(value);
    out[name] = name in fromState ? fromProviderState(`\${${fromState[name]}}`, text) : text;
  }
  return out;
}

function bodyOf(body: Record<string, unknown>, fromState: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body))
    out[name] = name in fromState ? fromProviderState(`\${${fromState[name]}}`, value) : value;
  return out;
}

/** The boundary of recorded multipart examples; the SDK's own boundary differs, Pact compares parts. */
const BOUNDARY = 'PactExampleBoundary';

/**
 * A multipart/form-data body as a browser's FormData would send it: text fields, and files (made by
 * `exampleFile` or `examplePng`) with their name, type and bytes; an array is one part per item under the field's name.
 */
function multipartBytes(fields: Record<string, unknown>): Buffer {
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => {
      if (!(item instanceof Blob))
        return Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`,
        );
      const file = exampleOf(item);
      const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
      return Buffer.concat([Buffer.from(head), Buffer.from(file.bytes), Buffer.from('\r\n')]);
    }),
  );
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/**
 * Sets a multipart body of bytes (a png's signature is no text) matched part by part: Pact would compare
 * bytes only by their detected content type, so each field, file parts too, is matched by equality.
 */
function multipartBody(builder: object, bytes: Buffer, fields: readonly string[]): void {
  const { interaction } = builder as {
    interaction: {
      withRequestBinaryBody(body: Buffer, contentType: string): void;
      withRequestMatchingRules(rules: string): void;
    };
  };
  interaction.withRequestBinaryBody(bytes, `multipart/form-data; boundary=${BOUNDARY}`);
  const equal = { combine: 'AND', matchers: [{ match: 'equality' }] };
  interaction.withRequestMatchingRules(
    JSON.stringify({ body: Object.fromEntries(fields.map((field) => [`$.${field}`, equal])) }),
  );
}

/**
 * Sets a text body matched by its content type's rules (a form is matched field by field). The
 * builder's `body()` sends bytes, which Pact only compares by detected content type, so reach the
 * interaction's own text-body call that `jsonBody()` uses too.
 */
function textBody(builder: object, text: string, contentType: string): void {
  (
    builder as { interaction: { withRequestBody(body: string, contentType: string): void } }
  ).interaction.withRequestBody(text, contentType);
}

/** The `getRsaKey` interaction every encrypted call starts with. */
function addRsaKey(pact: PactV4): void {
  pact
    .addInteraction()
    .given(STATE.seed)
    .given(STATE.testRsaKey, testRsaKeyState().params)
    .uponReceiving('getRsaKey: the RSA public key of encrypted calls')
    .withRequest('GET', '/wps/session/key/rsa', (b) =>
      b.query({ _: regex('^\\d+$', '1700000000000') }).headers({
        Merchant: MERCHANT,
        Language: LANGUAGE,
        Device: 'web',
        ModuleId: 'COMM3',
        'Cache-Control': 'no-cache',
      }),
    )
    .willRespondWith(200, (b) =>
      b.jsonBody({
        success: true,
        message: like('OK'),
        value: {
          modulus: regex(HEX_PATTERN, TEST_RSA_KEY.modulus),
          exponent: regex(HEX_PATTERN, TEST_RSA_KEY.exponent),
        },
      }),
    );
}

/** The request builder `withRequest` hands its callback (pact-js does not export the V4 types). */
type RequestBuilder = Parameters<
  Parameters<ReturnType<PactV4['addInteraction']>['withRequest']>[2] & object
>[0];
type Parts = ReturnType<typeof split>;

/** The request's query, headers and body, as the operation's media type sends them. */
function buildRequest(
  b: RequestBuilder,
  op: SpecOperation,
  parts: Parts,
  headers: Record<string, unknown>,
  fromState: Record<string, string>,
): void {
  const query = queryOf(parts.query, fromState);
  if (op.parameters.some((p) => p.in === 'query' && p.name === '_')) {
    query._ = regex('^\\d+$', '1700000000000');
    headers['Cache-Control'] = 'no-cache';
  }
  if (Object.keys(query).length > 0) b.query(query as never);
  if (op.encrypted) {
    const example = encryptedExample(parts.body);
    headers.Encryption = 'RSA';
    headers['X-RSA'] = regex(HEX_PATTERN, example.xRsa);
    b.headers(headers as never).jsonBody({ value: regex(BASE64_PATTERN, example.value) });
  } else if (op.bodyMediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams(Object.entries(parts.body).map(([k, v]) => [k, String(v)]));
    b.headers({ ...headers, 'Content-Type': 'application/x-www-form-urlencoded' } as never);
    textBody(b, form.toString(), 'application/x-www-form-urlencoded');
  } else if (op.bodyMediaType === 'multipart/form-data') {
    b.headers({
      ...headers,
      'Content-Type': regex(
        '^multipart/form-data; ?boundary=.+$',
        `multipart/form-data; boundary=${BOUNDARY}`,
      ),
    } as never);
    multipartBody(b, multipartBytes(parts.body), Object.keys(parts.body));
  } else if (op.bodyMediaType === 'application/json' && op.method !== 'GET') {
    b.headers(headers as never).jsonBody(bodyOf(parts.body, fromState));
  } else {
    b.headers(headers as never);
  }
}

type Request = ReturnType<ReturnType<PactV4['addInteraction']>['withRequest']>;

/** The answer: the case's failure, or success with its value (default: the spec's shape with the overrides). */
function respond(request: Request, op: SpecOperation, c: ContractCase): ReadyInteraction {
  if (c.failure) {
    const failure = c.failure;
    return request.willRespondWith(failure.status ?? 200, (b) =>
      b.jsonBody({
        success: false,
        message: string('the reason'),
        ...(failure.value === undefined ? {} : { value: failure.value }),
      }),
    );
  }
  const value = c.value ?? (op.valueSchema ? shape(op.valueSchema, c.overrides) : undefined);
  return request.willRespondWith(200, (b) =>
    b.jsonBody({ success: true, message: like('OK'), ...(value === undefined ? {} : { value }) }),
  );
}

/** Adds the case's interaction (and `getRsaKey` for encrypted calls) to `pact`; run it with `executeTest`. */
export function addContract(pact: PactV4, c: ContractCase): ReadyInteraction {
  const op = specOperation(c.operationId);
  const fromState = c.fromState ?? {};
  const member = c.as === undefined ? (op.token ? DEFAULT_MEMBER : null) : c.as;
  const states = [
    given(STATE.seed),
    ...(op.encrypted ? [testRsaKeyState()] : []),
    ...(member ? [c.session ?? given(STATE.loggedIn, { username: member })] : []),
    ...(c.states ?? []),
  ];
  if (op.encrypted) addRsaKey(pact);
  const parts = split(op, c.input ?? {}, c.exact);
  let interaction = pact.addInteraction();
  for (const state of states) interaction = interaction.given(state.name, state.params);
  const headers: Record<string, unknown> = {
    Merchant: MERCHANT,
    Language: LANGUAGE,
    Device: 'web',
    ModuleId: op.moduleId,
    ...parts.headers,
  };
  if (member) headers.Authorization = fromProviderState('${token}', EXAMPLE_TOKEN);
  const request = interaction
    .uponReceiving(describeCase(op, c))
    .withRequest(op.method, pathOf(op, parts.path, fromState) as string, (b) =>
      buildRequest(b, op, parts, headers, fromState),
    );
  return respond(request, op, c);
}

/** A readable title for a test of the case's states. */
export const statesTitle = (states: ProviderState[]): string => states.map(describeState).join(', ');
