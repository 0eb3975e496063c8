/**
 * Numbers the world's events per member, keeps each member's newest ones for replay, and delivers them
 * to the member's connections (or holds them while delivery is paused). Knows nothing of WebSockets: a
 * connection is anything that takes a server message and can be closed.
 */
import { now } from '../runtime';
import { stamp } from '../handlers/format';
import { changesSince, look, type Seen, type WorldEvent } from './observe';

/** A server message of the events document (`ServerMessage`). */
export type ServerMessage = { type: string } & Record<string, unknown>;

/** One authenticated connection. */
export interface Connection {
  memberId: number;
  token: string;
  /** The id of the last event sent (or replayed) to it. */
  lastSent: number;
  send(message: ServerMessage): void;
  /** Closes it with a WebSocket close code. */
  close(code: number, reason: string): void;
}

interface Held {
  message: ServerMessage & { id: number };
  token: string | undefined;
}

interface Log {
  lastId: number;
  held: Held[];
  /** The newest id no longer held: a client behind it cannot be replayed to. */
  forgotten: number;
}

/** Close code after `sessionEnded`. */
export const CLOSE_SESSION_ENDED = 4002;

/** The events of this process's sandbox. */
export class EventHub {
  private seen: Seen = look();
  private readonly logs = new Map<number, Log>();
  private readonly connections = new Set<Connection>();
  paused = false;

  /** @param capacity how many events are held per member for replay */
  constructor(readonly capacity = 200) {}

  private log(memberId: number): Log {
    let log = this.logs.get(memberId);
    if (!log) this.logs.set(memberId, (log = { lastId: 0, held: [], forgotten: 0 }));
    return log;
  }

  /** The newest event id of a member (0 before any). */
  lastId(memberId: number): number {
    return this.logs.get(memberId)?.lastId ?? 0;
  }

  /** Looks at the world and numbers, holds and delivers what changed. */
  observe(): void {
    const { events, seen } = changesSince(this.seen);
    this.seen = seen;
    if (events === null) return this.startAfresh();
    for (const event of events) this.record(event);
    this.flush();
  }

  private record(event: WorldEvent): void {
    const members = event.to === 'everyone' ? [...this.logs.keys()] : event.to;
    const time = stamp(now());
    for (const memberId of members) {
      const log = this.log(memberId);
      const message = { type: 'event', id: ++log.lastId, time, name: event.name, data: event.data };
      log.held.push({ message, token: event.token });
      if (log.held.length > this.capacity) log.forgotten = log.held.shift()!.message.id;
    }
  }

  // A reset world shares nothing with the old one: every client re-reads, and ids go on increasing.
  private startAfresh(): void {
    for (const log of this.logs.values()) {
      log.forgotten = log.lastId;
      log.held = [];
    }
    for (const c of this.connections) {
      c.lastSent = this.lastId(c.memberId);
      c.send({ type: 'resync', lastEventId: c.lastSent, reason: 'RESET' });
    }
  }

  /** Sends each connection what it has not had yet, unless delivery is paused. */
  flush(): void {
    if (this.paused) return;
    for (const c of [...this.connections]) this.deliver(c);
  }

  private deliver(c: Connection): void {
    const log = this.log(c.memberId);
    if (c.lastSent >= log.lastId) return;
    if (c.lastSent < log.forgotten) {
      c.lastSent = log.lastId;
      return c.send({ type: 'resync', lastEventId: log.lastId, reason: 'TOO_OLD' });
    }
    for (const { message, token } of log.held) {
      if (message.id <= c.lastSent) continue;
      c.lastSent = message.id;
      if (token !== undefined && token !== c.token) continue;
      c.send(message);
      if (message.name === 'sessionEnded') return this.drop(c, CLOSE_SESSION_ENDED, 'session ended');
    }
  }

  /** Adds an authenticated connection; it gets events after `ready`, from now or from a `resume`. */
  join(c: Connection): void {
    // A broadcast goes to every member with a log: one who joined just before it must have one already.
    this.log(c.memberId);
    this.connections.add(c);
  }

  /** Replays to a connection what came after `lastEventId`, or tells it to re-read. */
  resume(c: Connection, lastEventId: number): void {
    if (lastEventId > this.lastId(c.memberId)) {
      c.lastSent = this.lastId(c.memberId);
      return c.send({ type: 'resync', lastEventId: c.lastSent, reason: 'UNKNOWN_ID' });
    }
    c.lastSent = lastEventId;
    if (!this.paused) this.deliver(c);
  }

  /** Forgets a closed connection. */
  leave(c: Connection): void {
    this.connections.delete(c);
  }

  /** Closes one connection and forgets it. */
  drop(c: Connection, code: number, reason: string): void {
    this.connections.delete(c);
    c.close(code, reason);
  }

  /** Closes every connection (clients reconnect and resume); returns how many there were. */
  dropAll(code: number, reason: string): number {
    const all = [...this.connections];
    for (const c of all) this.drop(c, code, reason);
    return all.length;
  }

  /** Pauses or resumes delivery; resuming sends what was held meanwhile. */
  setPaused(paused: boolean): void {
    this.paused = paused;
    this.flush();
  }

  /** How many connections are open. */
  get size(): number {
    return this.connections.size;
  }
}

/** The process's hub, created by the socket server (null when the sandbox serves no socket). */
export const events: { hub: EventHub | null } = { hub: null };
