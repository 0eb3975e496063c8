/**
 * A WebSocket a test plays the server of, for the events client (`WebSocket: FakeSocket as never`): what the
 * client sent, the code it closed with, and the server's side as methods.
 */
export class FakeSocket {
  /** Every socket made, in order: the last one is the client's current connection. */
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The connection opens. */
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The server sends a message (a string as it is, anything else as JSON). */
  server(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** The connection opens and the server accepts the token. */
  accept(lastEventId: number, heartbeatMs = 15_000): void {
    this.open();
    this.server({ type: 'ready', lastEventId, heartbeatMs });
  }

  /** The connection closes from the server's side (1006: lost without a close frame). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A conforming `balanceChanged` event of id `id` (a settled bet of 10), as the server sends it. */
export const balanceChangedMessage = (id: number) => ({
  type: 'event' as const,
  id,
  time: '2026-01-01 00:00:00',
  name: 'balanceChanged' as const,
  data: { wallet: 'MAIN', balance: 90, change: -10, reason: 'BET' as const, reference: 'T1' },
});
