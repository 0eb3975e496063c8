/**
 * `@lobby/sdk/events`: the events channel's client, its types and the schemas it checks each message with
 * (generated from the events document). An entry of its own, so the app's start-up, which reads everything the
 * SDK's main entry imports, never meets it.
 */
export {
  createEventsClient,
  eventsUrl,
  parseServerMessage,
  EVENTS_BACKOFF,
  EVENTS_CLOSE,
  EVENTS_CONNECT_TIMEOUT_MS,
  EVENTS_PATH,
  type EventsClient,
} from './events-client.js';
export type * from './events-types.js';
export { zEventMessage, zEventName, zServerMessage } from '../generated/events.js';
