import {
  createActor,
  fromPromise,
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath, type Step } from 'xstate/graph';

/** One traversal: an input and the event variants to explore. */
export interface ModelRun {
  input?: unknown;
  /** Payload variants; event types without a variant are explored as `{ type }`. */
  events: AnyEventObject[];
  /** Event types this run does not explore (covered by another run, or internal ones the machine raises). */
  skip?: string[];
  /**
   * What makes two snapshots the same state for the traversal (default: value and whole context).
   * Keep what guards read, drop what only the screen reads, or the state space explodes.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => unknown;
}

/** What a model-based test needs: the machine and the runs whose union must cover it. */
export interface ModelSpec {
  name: string;
  machine: AnyStateMachine;
  runs: ModelRun[];
}

interface Traversal extends ModelRun {
  name: string;
  machine: AnyStateMachine;
}

/** Coverage of one machine by the executed paths. */
export interface ModelCoverage {
  name: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /** Paths replayed on a live actor (one per edge of the state graph, all runs), and their steps. */
  paths: number;
  steps: number;
}

type AnySnapshot = AnyMachineSnapshot;

function transitionKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const always = source.always ?? [];
  if (always.includes(t)) return `${source.id} [always #${always.indexOf(t)}]`;
  const list = source.transitions.get(t.eventType) ?? [];
  return `${source.id} [${t.eventType} #${list.indexOf(t)}]`;
}

/** Every transition and state node of a machine, as stable keys. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey));
  return { states: nodes.map((node) => node.id), transitions: [...new Set(transitions)] };
}

function comparable(snapshot: AnySnapshot): string {
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, context: snapshot.context });
}

/**
 * A clock whose timers fire only when the replay says so. The model treats each delay as an
 * abstract event, so two timers due at the same instant may fire in either order; SimulatedClock
 * would fire both at once. Real timing is asserted by the unit tests with SimulatedClock.
 */
class ManualClock {
  private timers = new Map<number, () => void>();
  private nextId = 1;
  lastId = 0;
  setTimeout(fn: () => void): number {
    this.lastId = this.nextId++;
    this.timers.set(this.lastId, fn);
    return this.lastId;
  }
  clearTimeout(id: number): void {
    this.timers.delete(id);
  }
  isPending(id: number): boolean {
    return this.timers.has(id);
  }
  fire(id: number): void {
    const fn = this.timers.get(id);
    this.timers.delete(id);
    fn?.();
  }
}

/** Lets a settled fake reach the machine: a few microtask turns, far cheaper than a macrotask. */
async function flush(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/**
 * Replays one path of the model on a live actor: invoked actors are deferred fakes settled with
 * the path's done/error payloads, each delay fires when the path takes it (ManualClock). After each step the live
 * snapshot must equal the model's; the taken transitions and visited states are recorded.
 */
interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The deferred fakes of the replay in progress (replays run one at a time). */
const current: { pending: Map<string, Deferred> } = { pending: new Map() };

/** The machine with every actor replaced by a fake that waits for the replay to settle it. */
function withDeferredActors(machine: AnyStateMachine): AnyStateMachine {
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ self }) => new Promise((resolve, reject) => void current.pending.set(self.id, { resolve, reject }))),
    ]),
  );
  return machine.provide({ actors: fakes });
}

async function replay(
  spec: Traversal,
  live: AnyStateMachine,
  steps: ReadonlyArray<Step<AnySnapshot, EventObject>>,
  seen: { states: Set<string>; transitions: Set<string> },
): Promise<void> {
  const pending = new Map<string, Deferred>();
  current.pending = pending;
  const clock = new ManualClock();
  const timerEvents = new Map<number, string>();
  const actor = createActor(live, {
    input: spec.input,
    clock,
    inspect: (event) => {
      // Only the machine under test (the root); its initial microsteps arrive during createActor.
      if (event.type !== '@xstate.microstep' || event.rootId !== event.actorRef.sessionId) return;
      for (const t of event._transitions) {
        seen.transitions.add(transitionKey(t));
        // A transient initial state shows in no snapshot, only as the source of its `always`.
        seen.states.add(t.source.id);
      }
      // Microstep snapshots include transient states (left at once by `always`).
      for (const node of (event.snapshot as AnySnapshot)._nodes) seen.states.add(node.id);
    },
  });
  const { scheduler } = actor.system;
  const schedule = scheduler.schedule.bind(scheduler);
  scheduler.schedule = (source, target, event, delay, id) => {
    schedule(source, target, event, delay, id);
    timerEvents.set(clock.lastId, event.type);
  };
  const record = () => {
    for (const node of actor.getSnapshot()._nodes) seen.states.add(node.id);
  };
  actor.start();
  await flush();
  record();
  const trail = steps.map((s) => s.event.type).join(' > ');
  try {
    for (const step of steps) {
      const { event } = step;
      if (event.type === 'xstate.init') continue;
      const [, kind, actorKind, ...rest] = event.type.split('.');
      if (kind === 'done' && actorKind === 'actor') {
        const id = rest.join('.');
        const deferred = pending.get(id);
        if (!deferred) throw new Error(`${spec.name}: actor ${id} is not running before ${event.type} (path: ${trail})`);
        pending.delete(id);
        deferred.resolve((event as EventObject & { output?: unknown }).output);
      } else if (kind === 'error' && actorKind === 'actor') {
        const id = rest.join('.');
        const deferred = pending.get(id);
        if (!deferred) throw new Error(`${spec.name}: actor ${id} is not running before ${event.type} (path: ${trail})`);
        pending.delete(id);
        deferred.reject((event as EventObject & { error?: unknown }).error);
      } else if (kind === 'after') {
        const timer = [...timerEvents].find(([id, type]) => type === event.type && clock.isPending(id));
        // The model offers a delay again after a targetless timer transition; a real timer fires once per entry.
        if (!timer && comparable(step.state) === comparable(actor.getSnapshot())) continue;
        if (!timer) throw new Error(`${spec.name}: no timer pending for ${event.type} (path: ${trail})`);
        clock.fire(timer[0]);
      } else {
        actor.send(event);
      }
      await flush();
      record();
      const live = comparable(actor.getSnapshot());
      const expected = comparable(step.state);
      if (live !== expected) throw new Error(`${spec.name}: after ${JSON.stringify(event)}\n live: ${live}\n model: ${expected}`);
    }
  } finally {
    actor.stop();
  }
}

/** The events a snapshot can handle, each with its payload variants (or bare when it has none). */
function eventsFor(spec: Traversal, snapshot: AnySnapshot): EventObject[] {
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].filter((type) => !spec.skip?.includes(type));
  return types.flatMap((type) => {
    const variants = spec.events.filter((event) => event.type === type);
    return variants.length ? variants : [{ type }];
  });
}

/**
 * Model-based run: one shortest path to every reachable state, extended by every edge of the
 * adjacency map, so that every (state, event) pair the model knows is replayed once.
 */
export async function runModel(model: ModelSpec): Promise<ModelCoverage> {
  const seen = { states: new Set<string>(), transitions: new Set<string>() };
  let paths = 0;
  let steps = 0;
  for (const run of model.runs) {
    const result = await traverse({ ...run, name: model.name, machine: model.machine }, seen);
    paths += result.paths;
    steps += result.steps;
  }
  const inventory = machineInventory(model.machine);
  const missingStates = inventory.states.filter((s) => !seen.states.has(s));
  const missingTransitions = inventory.transitions.filter((t) => !seen.transitions.has(t));
  return {
    name: model.name,
    states: { covered: inventory.states.length - missingStates.length, total: inventory.states.length, missing: missingStates },
    transitions: {
      covered: inventory.transitions.length - missingTransitions.length,
      total: inventory.transitions.length,
      missing: missingTransitions,
    },
    paths,
    steps,
  };
}

async function traverse(
  spec: Traversal,
  seen: { states: Set<string>; transitions: Set<string> },
): Promise<{ paths: number; steps: number }> {
  // The graph functions, not createTestModel: TestModel refuses machines with invokes and delays,
  // which every flow has; the replay below gives those a live actor, fakes and a simulated clock.
  const key = (s: AnySnapshot) => JSON.stringify({ value: s.value, context: spec.serialize ? spec.serialize(s) : s.context });
  const options = { events: (snapshot: AnySnapshot) => eventsFor(spec, snapshot), input: spec.input, serializeState: key } as never;
  const shortest = getShortestPaths(spec.machine, options) as Array<StatePath<AnySnapshot, EventObject>>;
  const toState = new Map<string, StatePath<AnySnapshot, EventObject>>();
  for (const path of shortest) toState.set(key(path.state), path);
  const edges = adjacencyMapToArray(getAdjacencyMap(spec.machine, options)) as Array<{ state: AnySnapshot; event: EventObject; nextState: AnySnapshot }>;
  const live = withDeferredActors(spec.machine);
  // The start alone: machines that settle on input (no events) have no edges at all.
  await replay(spec, live, [], seen);
  const heads = new Map<string, Array<Step<AnySnapshot, EventObject>>>();
  let steps = 0;
  for (const edge of edges) {
    const head = toState.get(key(edge.state));
    if (!head) throw new Error(`${spec.name}: no path to ${key(edge.state)}`);
    // Recompute every step's snapshot from the events: with an abstract serializer the graph keeps
    // one representative per state, and the live replay is compared on the whole context.
    const headKey = key(edge.state);
    let prefix = heads.get(headKey);
    if (!prefix) {
      let snapshot = initialTransition(spec.machine, spec.input)[0] as AnySnapshot;
      prefix = head.steps
        .filter((step) => step.event.type !== 'xstate.init')
        .map(({ event }) => {
          snapshot = transition(spec.machine, snapshot, event)[0] as AnySnapshot;
          return { event, state: snapshot };
        });
      heads.set(headKey, prefix);
    }
    const last = prefix.at(-1)?.state ?? (initialTransition(spec.machine, spec.input)[0] as AnySnapshot);
    const path = [...prefix, { event: edge.event, state: transition(spec.machine, last, edge.event)[0] as AnySnapshot }];
    steps += path.length;
    await replay(spec, live, path, seen);
  }
  return { paths: edges.length, steps };
}

/** The coverage table as Markdown. */
export function coverageMarkdown(results: readonly ModelCoverage[]): string {
  const pct = (a: number, b: number) => (b === 0 ? '100.0' : ((100 * a) / b).toFixed(1));
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.states.covered}/${r.states.total} (${pct(r.states.covered, r.states.total)}%) | ${r.transitions.covered}/${r.transitions.total} (${pct(r.transitions.covered, r.transitions.total)}%) | ${r.paths} | ${r.steps} |`,
  );
  const missing = results
    .filter((r) => r.states.missing.length || r.transitions.missing.length)
    .map((r) => `- ${r.name}: ${[...r.states.missing, ...r.transitions.missing].join(', ')}`);
  return [
    '# Model-based coverage of the flows',
    '',
    'Generated by `src/testing/model-coverage.test.ts` (xstate/graph paths replayed on live actors with deferred fake actors and a manual clock; the union of each machine\'s runs). Do not edit.',
    '',
    '| machine | states | transitions | paths (one per graph edge) | steps replayed |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    ...(missing.length ? ['Not covered:', ...missing, ''] : ['Every state and transition is covered.', '']),
  ].join('\n');
}
