/**
 * The events channel's message pact: one message per example of the events document's `event` message (every
 * event name, and every reason a session ends), its values from the example and its matchers from the schema.
 * Each message is handed to the SDK's own parsing, as a page's socket would hand it over, and read back typed.
 */
import { parseServerMessage, type LobbyEventName, type LobbyEventOf } from '@lobby/sdk/events';
import { describe, expect, it } from 'vitest';
import { eventState } from '../harness/event-states';
import { eventContent, eventExamples, type EventExample } from '../harness/events-spec';
import { EVENTS_PROVIDER, lobbyPact } from '../harness/lobby-pact';
import { STATE } from '../harness/states';

const pact = lobbyPact('events', EVENTS_PROVIDER);

/** A field of each event's data, read through the SDK's types: an event name the SDK lacks fails to compile. */
const READ: { [N in LobbyEventName]: (event: LobbyEventOf<N>) => Record<string, unknown> } = {
  balanceChanged: (e) => ({ balance: e.data.balance }),
  depositStatusChanged: (e) => ({ status: e.data.status }),
  withdrawalStatusChanged: (e) => ({ forced: e.data.forced }),
  withdrawalAwaitingConfirmation: (e) => ({ confirmBy: e.data.confirmBy }),
  messageReceived: (e) => ({ unreadCount: e.data.unreadCount }),
  rewardIssued: (e) => ({ kind: e.data.kind }),
  contractOffered: (e) => ({ role: e.data.role }),
  contractAnswered: (e) => ({ status: e.data.status }),
  contractTerminated: (e) => ({ contractId: e.data.contractId }),
  sessionEnded: (e) => ({ reason: e.data.reason }),
  maintenanceSwitched: (e) => ({ status: e.data.status }),
};

/** The description of an example's message in the pact (the provider's message handlers are keyed by it). */
export const eventDescription = (example: EventExample): string => `${example.key} event: ${example.summary}`;

describe('the events channel: a message pact per event', () => {
  for (const example of eventExamples()) {
    it(eventDescription(example), async () => {
      await pact
        .addAsynchronousInteraction()
        .given(STATE.seed)
        .given(eventState(example.key))
        .expectsToReceive(eventDescription(example), (builder) => {
          builder.withJSONContent(eventContent(example));
        })
        .executeTest(async (message) => {
          const sent = message.contents.content as { name: LobbyEventName; data: Record<string, unknown> };
          const parsed = parseServerMessage(JSON.stringify(sent));
          expect(parsed).toEqual({ message: sent });
          if (!('message' in parsed) || parsed.message.type !== 'event') throw new Error('not an event');
          const event = parsed.message;
          expect(event.name).toBe(example.event);
          const read = READ[event.name] as (e: typeof event) => Record<string, unknown>;
          expect(sent.data).toMatchObject(read(event));
          if (example.reason !== null) expect(read(event)).toEqual({ reason: example.reason });
        });
    });
  }
});
