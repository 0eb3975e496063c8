import { afterEach, describe, expect, it } from 'vitest';
import { resetSandbox, setSystemStatus } from '../controls/controls';
import { EventHub, type Connection, type ServerMessage } from './hub';

/** A connection of member `memberId` that keeps what it was sent. */
function connection(memberId: number): Connection & { sent: ServerMessage[] } {
  const sent: ServerMessage[] = [];
  return {
    memberId,
    token: `token-${memberId}`,
    lastSent: 0,
    sent,
    send: (m) => sent.push(m),
    close: () => {},
  };
}

describe('the event hub', () => {
  afterEach(() => resetSandbox());

  it('broadcasts to a member who joined since the world was last looked at', () => {
    resetSandbox();
    const hub = new EventHub();
    const [early, late] = [connection(1), connection(2)];
    hub.join(early);
    hub.observe();
    // Joined just now, before any look at the world: the switch is still theirs.
    hub.join(late);
    setSystemStatus(1);
    hub.observe();
    for (const c of [early, late])
      expect(c.sent).toEqual([expect.objectContaining({ name: 'maintenanceSwitched', data: { status: 1 } })]);
  });
});
