/** Which operations of the spec have no interaction in a pact, matched by method and path template. */

/** An operation as the coverage check needs it. */
export interface RoutedOperation {
  operationId: string;
  method: string;
  /** Path template, e.g. `/wps/agent/contracts/{contractId}/accept`. */
  path: string;
}

/** The request line of one pact interaction. */
export interface RecordedRequest {
  method: string;
  path: string;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex for a path template: each `{param}` matches one non-empty path segment. */
export function templateRegex(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map(escapeRegex);
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

/**
 * The operation a recorded request exercises. A literal template wins over one with parameters
 * (`/downlines` over `/{memberId}` would not clash, but `/messages/read` over `/messages/{id}` would).
 */
export function operationFor(
  request: RecordedRequest,
  operations: RoutedOperation[],
): RoutedOperation | undefined {
  const candidates = operations.filter(
    (op) =>
      op.method.toUpperCase() === request.method.toUpperCase() && templateRegex(op.path).test(request.path),
  );
  return candidates.sort(
    (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
  )[0];
}

/** The operationIds no recorded request exercises, in spec order. */
export function uncoveredOperations(operations: RoutedOperation[], requests: RecordedRequest[]): string[] {
  const covered = new Set(requests.map((r) => operationFor(r, operations)?.operationId).filter(Boolean));
  return operations.map((op) => op.operationId).filter((id) => !covered.has(id));
}

/** Request lines that match no operation of the spec (a pact testing a call the spec lacks). */
export function unknownRequests(
  operations: RoutedOperation[],
  requests: RecordedRequest[],
): RecordedRequest[] {
  return requests.filter((r) => !operationFor(r, operations));
}

/** One pact interaction's request line and answer, as the refusal coverage reads them. */
export interface RecordedInteraction {
  request: RecordedRequest;
  response: { status: number; body?: { content?: unknown } };
}

/** Whether an interaction answers a refusal: HTTP 200 with `success: false`. */
const isRefusal = ({ response }: RecordedInteraction): boolean =>
  response.status === 200 && (response.body?.content as { success?: unknown } | undefined)?.success === false;

/** Of the operations that can refuse, those no interaction of the pact shows refusing, in the given order. */
export function unrefusedOperations(
  refusing: string[],
  operations: RoutedOperation[],
  interactions: RecordedInteraction[],
): string[] {
  const refused = new Set(
    interactions.filter(isRefusal).map((i) => operationFor(i.request, operations)?.operationId),
  );
  return refusing.filter((id) => !refused.has(id));
}
