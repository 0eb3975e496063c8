/**
 * Reads Newman's JSON report of the judge's run: per operation, the status, whether the answer was a success or a
 * refusal, and which of Portman's contract tests failed. A failed schema test (or content type, or JSON body) is a
 * violation; a 5xx, or a status outside 2xx that the list below does not explain, fails the run too.
 */

/** The parts of Newman's JSON report read here. */
export interface NewmanReport {
  collection: { item: CollectionNode[] };
  run: {
    executions: {
      cursor?: { httpRequestId?: string };
      item: { id: string; name: string };
      request: { method: string; url: { path?: string[] } };
      response?: { code: number; stream?: { data: number[] } };
      assertions?: { assertion: string; error?: { message: string } }[];
    }[];
  };
}

interface CollectionNode {
  id?: string;
  item?: CollectionNode[];
  request?: { method: string; url: { path?: string[] } };
}

/** The parts of the bundled spec read here. */
export interface Spec {
  paths: Record<string, Record<string, { operationId?: string; 'x-encrypted'?: boolean } | undefined>>;
}

/**
 * Operations the judge runs but cannot bring to 2xx, by operationId, with the reason: their status is then expected
 * and their answer's body still checked against the spec. Empty while every operation run answers 2xx. An entry
 * also needs its operationId in the `excludeForOperations` of portman-config.json's `statusSuccess` test, or
 * Newman's report (which scripts/summary.mjs counts) records that test as failed.
 */
export const NOT_2XX: Record<string, string> = {};

/** One operation as the judge saw it. */
export interface Judged {
  operationId: string;
  method: string;
  path: string;
  status: number;
  /** success true/false of a JSON envelope, or undefined. */
  success: boolean | undefined;
  message: string | undefined;
  /** The failed tests other than the status one: the spec violations. */
  violations: string[];
  /** Whether Portman wrote a schema test for it (it writes none for a recursive schema). */
  schemaChecked: boolean;
}

/** The whole run. */
export interface Verdict {
  operations: number;
  encrypted: string[];
  judged: Judged[];
  missing: string[];
  passed: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the spec: id, method, path template. */
function operations(spec: Spec): { operationId: string; method: string; path: string; encrypted: boolean }[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method];
      return op?.operationId
        ? [
            {
              operationId: op.operationId,
              method: method.toUpperCase(),
              path,
              encrypted: op['x-encrypted'] === true,
            },
          ]
        : [];
    }),
  );
}

/** Every request of the collection by id: its method and path template (`:name` as the spec's `{name}`). */
function requestTemplates(nodes: CollectionNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    if (node.item) requestTemplates(node.item, into);
    if (node.id && node.request) {
      const path = (node.request.url.path ?? [])
        .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s))
        .join('/');
      into.set(node.id, `${node.request.method} /${path}`);
    }
  }
  return into;
}

/** The envelope's `success` and `message`, when the body is one. */
function envelope(data: number[] | undefined): { success?: boolean; message?: string } {
  try {
    const body = JSON.parse(Buffer.from(data ?? []).toString('utf8')) as {
      success?: unknown;
      message?: unknown;
    };
    return {
      success: typeof body.success === 'boolean' ? body.success : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  } catch {
    return {};
  }
}

/** The judge's reading of Newman's report. */
export function judge(report: NewmanReport, spec: Spec): Verdict {
  const ops = operations(spec);
  const byTemplate = new Map(ops.map((op) => [`${op.method} ${op.path}`, op]));
  const templates = requestTemplates(report.collection.item);
  // Newman's JSON report lists a request twice when its pre-request script sent one of its own (the RSA key).
  const executions = [
    ...new Map(report.run.executions.map((e, i) => [e.cursor?.httpRequestId ?? i, e])).values(),
  ];
  const judged: Judged[] = executions.map((execution) => {
    const template = templates.get(execution.item.id) ?? '';
    const op = byTemplate.get(template);
    const { success, message } = envelope(execution.response?.stream?.data);
    return {
      operationId: op?.operationId ?? `(${execution.item.name})`,
      method: op?.method ?? execution.request.method,
      path: op?.path ?? template,
      status: execution.response?.code ?? 0,
      success,
      message,
      violations: (execution.assertions ?? [])
        .filter((a) => a.error && !a.assertion.includes('Status code is 2xx'))
        .map((a) => `${a.assertion}: ${a.error?.message ?? ''}`),
      schemaChecked: (execution.assertions ?? []).some((a) => a.assertion.includes('Schema is valid')),
    };
  });
  const ran = new Set(judged.map((j) => j.operationId));
  const encrypted = ops.filter((op) => op.encrypted).map((op) => op.operationId);
  const missing = ops.filter((op) => !ran.has(op.operationId)).map((op) => op.operationId);
  const passed =
    missing.length === 0 &&
    judged.every(
      (j) =>
        j.violations.length === 0 &&
        j.status < 500 &&
        (j.status >= 200 && j.status < 300 ? !(j.operationId in NOT_2XX) : j.operationId in NOT_2XX),
    );
  return { operations: ops.length, encrypted, judged, missing, passed };
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)}s`;

/** The verdict in plain words. */
export function printVerdict(
  verdict: Verdict,
  times: { portmanMs: number; newmanMs: number; totalMs: number },
): void {
  const { judged } = verdict;
  const ok = judged.filter((j) => j.status >= 200 && j.status < 300);
  const refusals = ok.filter((j) => j.success === false);
  const others = judged.filter((j) => !(j.status >= 200 && j.status < 300));
  const violations = judged.flatMap((j) => j.violations.map((v) => `${j.operationId}: ${v}`));
  const lines = [
    `judge (Portman + Newman against the sandbox): ${judged.length} of ${verdict.operations} operations run`,
    `  answered 2xx: ${ok.length} (${ok.length - refusals.length} success, ${refusals.length} refusal)`,
    ...refusals.map((j) => `    refusal  ${j.operationId}: ${j.message ?? ''}`),
    `  other statuses: ${others.length}`,
    ...others.map(
      (j) =>
        `    ${j.status}  ${j.operationId}: ${NOT_2XX[j.operationId] ?? 'NOT EXPECTED'} (answer: ${j.message ?? ''})`,
    ),
    ...ok
      .filter((j) => j.operationId in NOT_2XX)
      .map((j) => `    ${j.operationId} answered ${j.status}: listed as not 2xx, take it off the list`),
    `  encrypted by the pre-request script (x-encrypted: DES body, RSA-sent key): ${verdict.encrypted.length}`,
    ...judged
      .filter((j) => verdict.encrypted.includes(j.operationId))
      .map(
        (j) =>
          `    ${j.operationId}: ${j.status} ${j.success === false ? `refusal: ${j.message ?? ''}` : (j.message ?? '')}`,
      ),
    `  schema not checked (Portman leaves out the schema test of an answer holding a recursive schema):`,
    `    ${
      judged
        .filter((j) => !j.schemaChecked)
        .map((j) => j.operationId)
        .join(', ') || 'none'
    }`,
    ...(verdict.missing.length ? [`  MISSING from the collection: ${verdict.missing.join(', ')}`] : []),
    `  schema violations: ${violations.length}`,
    ...violations.map((v) => `    ${v}`),
    `${verdict.passed ? 'PASSED' : 'FAILED'} in ${seconds(times.totalMs)} (Portman ${seconds(times.portmanMs)}, Newman ${seconds(times.newmanMs)}); Newman's report: reports/judge.json`,
  ];
  console.log(lines.join('\n'));
}
