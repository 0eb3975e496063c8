import {
  initialTransition,
  transition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
  type Step,
} from 'xstate/graph';
import { machineInventory } from './model-inventory.js';
import { replay, withDeferredActors } from './model-replay.js';

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

/** One run of a model, with the machine it runs on. */
export interface Traversal extends ModelRun {
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

/** The events a snapshot can handle, each with its payload variants (or bare when it has none). */
function eventsFor(spec: Traversal, snapshot: AnySnapshot): EventObject[] {
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].filter(
    (type) => !spec.skip?.includes(type),
  );
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
    states: {
      covered: inventory.states.length - missingStates.length,
      total: inventory.states.length,
      missing: missingStates,
    },
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
  const key = (s: AnySnapshot) =>
    JSON.stringify({ value: s.value, context: spec.serialize ? spec.serialize(s) : s.context });
  const options = {
    events: (snapshot: AnySnapshot) => eventsFor(spec, snapshot),
    input: spec.input,
    serializeState: key,
  } as never;
  const shortest = getShortestPaths(spec.machine, options) as Array<StatePath<AnySnapshot, EventObject>>;
  const toState = new Map<string, StatePath<AnySnapshot, EventObject>>();
  for (const path of shortest) toState.set(key(path.state), path);
  const edges = adjacencyMapToArray(getAdjacencyMap(spec.machine, options)) as Array<{
    state: AnySnapshot;
    event: EventObject;
    nextState: AnySnapshot;
  }>;
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
    const path = [
      ...prefix,
      { event: edge.event, state: transition(spec.machine, last, edge.event)[0] as AnySnapshot },
    ];
    steps += path.length;
    await replay(spec, live, path, seen);
  }
  return { paths: edges.length, steps };
}
