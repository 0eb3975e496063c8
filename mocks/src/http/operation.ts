/**
 * Turns a resolver into an MSW handler for one operation of the spec: controls (latency, injected
 * failures, system status), input parsing and checks, the token, the envelope, the response check,
 * and a rollback of the world when a resolver throws unexpectedly.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { drawChaos } from '../controls/chaos';
import { now, runtime, type Failure } from '../runtime';
import { operationsById, type Operation } from '../spec/document';
import { checkSchema } from '../spec/schema-check';
import type { Member } from '../world/model';
import { useSession } from '../world/sessions';
import { snapshotState } from '../world/snapshot';
import type { World } from '../world/world';
import { failBody, okBody, SandboxError, unauthorized } from './envelope';
import { hostileBody } from './hostile';
import { injectedAnswer, sleep } from './injected';
import { readInput, type UploadedFile } from './request-input';
import type { Resolvers } from './types';

/** What a resolver sees. */
export interface OperationContext<Input = Record<string, unknown>> {
  input: Input;
  files: UploadedFile[];
  request: Request;
  world: World;
  /** The member of the request's token, if any valid token was sent. */
  member: Member | null;
  token: string | null;
  /** Scheme, host and port the client used, for absolute asset URLs. */
  origin: string;
  operation: Operation;
}

/** Answers one operation: the envelope's value, or a Response for non-JSON answers. */
export type Resolver<Input = Record<string, unknown>, Output = unknown> = (
  ctx: OperationContext<Input>,
) => Output | Response | Promise<Output | Response>;

/** Operation ids a handler file declared that the spec does not (yet) have. */
export const unknownOperations = new Set<string>();

/** Operation ids that have a handler. */
export const handledOperations = new Set<string>();

const json = (body: unknown, status = 200): Response => HttpResponse.json(body as JsonBodyType, { status });

// An injected failure of this operation comes first; otherwise chaos may draw one.
function takeFailure(operationId: string): Failure | null {
  const failure = runtime.failures.get(operationId);
  if (!failure) return drawChaos(operationId);
  if (failure.remaining !== null && --failure.remaining <= 0) runtime.failures.delete(operationId);
  return { ...failure };
}

function blockedBySystem(op: Operation): Response | null {
  // The start-up calls keep working so the client can learn why and render the right screen.
  if (runtime.status === 0 || op.tag === 'system') return null;
  return runtime.status === 1
    ? json(failBody('System under maintenance'), 503)
    : json(failBody('Access restricted'), 403);
}

/** The success envelope of a resolver's value, checked against the spec's response schema. */
function answerValue(op: Operation, result: unknown): Response {
  const body = okBody(result ?? null);
  const problem = responseProblem(op, body);
  if (problem) throw new Error(problem);
  // Checked against the spec first: the hostile answer differs only in its strings.
  return json(runtime.hostile ? hostileBody(body) : body);
}

async function apply(
  op: Operation,
  resolve: Resolver,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  const blocked = blockedBySystem(op);
  if (blocked) return blocked;
  const token = request.headers.get('Authorization');
  const memberOf = (world: World): Member | null => {
    // A session idle too long ends here, on the sandbox clock; any other use renews it.
    const open = token !== null && useSession(world.state, token, now());
    const memberId = open ? world.state.sessions.get(token) : undefined;
    return memberId === undefined ? null : (world.state.members.get(memberId) ?? null);
  };
  let world = runtime.world;
  let snapshot: World['state'] | null = null;
  try {
    if (op.tokenRequired && !memberOf(world)) throw unauthorized();
    const { input, files } = await readInput(op, request, params, world.rsa);
    // Reading the body awaited: take the world (a reset may have replaced it) and the member now.
    // Resolvers run synchronously, so no other request interleaves between here and their change.
    world = runtime.world;
    const member = memberOf(world);
    if (op.tokenRequired && !member) throw unauthorized();
    const origin = new URL(request.url).origin;
    if (op.method !== 'GET') snapshot = snapshotState(world.state);
    const result = await resolve({
      input,
      files,
      request,
      world,
      member,
      token: member ? token : null,
      origin,
      operation: op,
    });
    return result instanceof Response ? result : answerValue(op, result);
  } catch (error) {
    let message = error instanceof Error ? error.message : String(error);
    if (error instanceof SandboxError) {
      const body = failBody(error.message, error.value);
      // A refusal is a 200 answer too: the operation's refusal in the spec describes it.
      const problem = error.status === 200 ? responseProblem(op, body) : null;
      if (!problem) return json(body, error.status);
      message = problem;
    }
    // An unexpected throw must not leave half a change behind.
    if (snapshot) world.state = snapshot;
    return json(failBody(`Internal sandbox error in ${op.operationId}: ${message}`), 500);
  }
}

/**
 * The problem of a 200 answer (success or refusal) against the operation's spec, to fail the call with; null when it
 * conforms, or when the sandbox runs lenient (then it warns).
 */
function responseProblem(op: Operation, body: unknown): string | null {
  const problem = op.responseSchema ? checkSchema(body, op.responseSchema, 'response') : null;
  if (!problem) return null;
  if (runtime.strictResponses) return `sandbox response breaks the spec: ${problem}`;
  console.warn(`[sandbox] ${op.operationId}: ${problem}`);
  return null;
}

async function answer(
  op: Operation,
  resolve: Resolver,
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  const failure = takeFailure(op.operationId);
  await sleep(runtime.latencyMs + (runtime.latencyByOperation.get(op.operationId) ?? 0), request.signal);
  if (failure && !failure.afterApply) return injectedAnswer(failure.kind, request);
  const response = await apply(op, resolve, request, params);
  // The call was carried out and its change to the world stays; only its answer is lost.
  return failure ? injectedAnswer(failure.kind, request) : response;
}

const toMswPath = (path: string): string => `*${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** MSW handlers for a tag's resolvers, routed by the spec's method and path of each operationId. */
export function defineHandlers(resolvers: Resolvers): HttpHandler[] {
  const out: HttpHandler[] = [];
  for (const [operationId, resolve] of Object.entries(resolvers)) {
    const op = operationsById.get(operationId);
    if (!op) {
      unknownOperations.add(operationId);
      continue;
    }
    handledOperations.add(operationId);
    const method = op.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    // Each resolver's input type is its operation's; the spec check in readInput guarantees it.
    out.push(
      http[method](toMswPath(op.path), ({ request, params }) =>
        answer(op, resolve as Resolver, request, params),
      ),
    );
  }
  return out;
}
