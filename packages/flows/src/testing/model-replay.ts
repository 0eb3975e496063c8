import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { Step } from 'xstate/graph';
import type { Traversal } from './model-harness.js';
import { transitionKey } from './model-inventory.js';

type AnySnapshot = AnyMachineSnapshot;

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

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The deferred fakes of the replay in progress (replays run one at a time). */
const current: { pending: Map<string, Deferred> } = { pending: new Map() };

/** The machine with every actor replaced by a fake that waits for the replay to settle it. */
export function withDeferredActors(machine: AnyStateMachine): AnyStateMachine {
  const fakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(
        ({ self }) =>
          new Promise((resolve, reject) => void current.pending.set(self.id, { resolve, reject })),
      ),
    ]),
  );
  return machine.provide({ actors: fakes });
}

type Seen = { states: Set<string>; transitions: Set<string> };

/**
 * The live actor of a replay on `clock`: records the states it visits and the transitions it takes in `seen`, and
 * which delayed event each of the clock's timers is (`timerEvents`).
 */
function watchedActor(spec: Traversal, live: AnyStateMachine, clock: ManualClock, seen: Seen) {
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
  return { actor, timerEvents };
}

/** A replay in progress: the path's name and events (for errors), the live actor, its fakes and its clock. */
interface Replay {
  readonly spec: Traversal;
  readonly trail: string;
  readonly actor: ReturnType<typeof watchedActor>['actor'];
  readonly timerEvents: Map<number, string>;
  readonly pending: Map<string, Deferred>;
  readonly clock: ManualClock;
}

/** Settles the deferred fake of the actor `id` the way the path's done or error event says. */
function settle(replay: Replay, event: EventObject, id: string, done: boolean): void {
  const deferred = replay.pending.get(id);
  if (!deferred)
    throw new Error(
      `${replay.spec.name}: actor ${id} is not running before ${event.type} (path: ${replay.trail})`,
    );
  replay.pending.delete(id);
  if (done) deferred.resolve((event as EventObject & { output?: unknown }).output);
  else deferred.reject((event as EventObject & { error?: unknown }).error);
}

/** Takes one step of the path on the live actor; false for a delay the model offers again that has no timer left. */
function takeStep(replay: Replay, step: Step<AnySnapshot, EventObject>): boolean {
  const { event } = step;
  const [, kind, actorKind, ...rest] = event.type.split('.');
  if ((kind === 'done' || kind === 'error') && actorKind === 'actor')
    settle(replay, event, rest.join('.'), kind === 'done');
  else if (kind === 'after') {
    const { clock, timerEvents } = replay;
    const timer = [...timerEvents].find(([id, type]) => type === event.type && clock.isPending(id));
    // The model offers a delay again after a targetless timer transition; a real timer fires once per entry.
    if (!timer && comparable(step.state) === comparable(replay.actor.getSnapshot())) return false;
    if (!timer)
      throw new Error(`${replay.spec.name}: no timer pending for ${event.type} (path: ${replay.trail})`);
    clock.fire(timer[0]);
  } else replay.actor.send(event);
  return true;
}

/**
 * Replays one path of the model on a live actor: invoked actors are deferred fakes settled with
 * the path's done/error payloads, each delay fires when the path takes it (ManualClock). After each step the live
 * snapshot must equal the model's; the taken transitions and visited states are recorded.
 */
export async function replay(
  spec: Traversal,
  live: AnyStateMachine,
  steps: ReadonlyArray<Step<AnySnapshot, EventObject>>,
  seen: Seen,
): Promise<void> {
  const pending = new Map<string, Deferred>();
  current.pending = pending;
  const clock = new ManualClock();
  const { actor, timerEvents } = watchedActor(spec, live, clock, seen);
  const trail = steps.map((s) => s.event.type).join(' > ');
  const replaying: Replay = { spec, trail, actor, timerEvents, pending, clock };
  const record = () => {
    for (const node of actor.getSnapshot()._nodes) seen.states.add(node.id);
  };
  actor.start();
  await flush();
  record();
  try {
    for (const step of steps) {
      if (step.event.type === 'xstate.init' || !takeStep(replaying, step)) continue;
      await flush();
      record();
      const now = comparable(actor.getSnapshot());
      const expected = comparable(step.state);
      if (now !== expected)
        throw new Error(
          `${spec.name}: after ${JSON.stringify(step.event)}\n live: ${now}\n model: ${expected}`,
        );
    }
  } finally {
    actor.stop();
  }
}
