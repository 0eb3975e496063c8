/**
 * The bundled events document (openapi/events), read as the message pacts need it: the event names, the
 * reasons a session ends, the examples of the `event` message (one per event, one per reason) and the
 * schema of the event of each name. The pacts take their values from these examples and their matchers
 * from the schemas, as the HTTP pacts do from the OpenAPI spec, so the document is the one copy.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Schema } from '@lobby/openapi';
import { shapeOfExample } from './shape';
import { resolveIn } from './spec';

/** Where `corepack pnpm --filter @lobby/openapi bundle` writes the events document. */
export const EVENTS_FILE = fileURLToPath(
  new URL('../../../openapi/dist/lobby.asyncapi.json', import.meta.url),
);

interface RawExample {
  name?: string;
  summary?: string;
  payload?: { name?: string; data?: Record<string, unknown> };
}

interface EventsDocument {
  components: {
    schemas: Record<string, Schema>;
    messages: Record<string, { examples?: RawExample[] }>;
  };
}

/** One example of the `event` message. */
export interface EventExample {
  /** The example's name in the document (unique). */
  key: string;
  summary: string;
  /** The event's name (`balanceChanged`, ...). */
  event: string;
  /** A `sessionEnded` event's reason; null for other events. */
  reason: string | null;
  payload: Record<string, unknown>;
}

let cached: EventsDocument | undefined;
const documentOf = (): EventsDocument =>
  (cached ??= JSON.parse(readFileSync(EVENTS_FILE, 'utf8')) as EventsDocument);

const schemaOf = (name: string): Schema => {
  const schema = documentOf().components.schemas[name];
  if (!schema) throw new Error(`events: no schema ${name}`);
  return schema;
};

const stringsOf = (schema: Schema | undefined): string[] =>
  (schema?.enum ?? []).filter((v): v is string => typeof v === 'string');

/** Every event name of the document (`EventName`). */
export const eventNames = (): string[] => stringsOf(schemaOf('EventName'));

/** Every reason a session ends (`SessionEnded.reason`). */
export const sessionEndReasons = (): string[] => stringsOf(schemaOf('SessionEnded').properties?.reason);

/** The examples of the `event` message; throws on one without a name, an event or a summary. */
export function eventExamples(): EventExample[] {
  return (documentOf().components.messages.event?.examples ?? []).map((raw) => {
    const event = raw.payload?.name;
    if (!raw.name || !raw.summary || !event) throw new Error(`events: an example lacks a name: ${raw.name}`);
    const reason = event === 'sessionEnded' ? String(raw.payload?.data?.reason) : null;
    return { key: raw.name, summary: raw.summary, event, reason, payload: raw.payload! };
  });
}

/** The branch of `EventMessage` for the event of `name`: the envelope, and the data of that name. */
export function eventMessageSchema(name: string): Schema {
  const branch = schemaOf('EventMessage').oneOf?.find((b) =>
    b.allOf?.some((part) => part.properties?.name?.const === name),
  );
  if (!branch) throw new Error(`events: EventMessage has no event ${name}`);
  return branch;
}

/**
 * The Pact matchers of an example: its values, matched by the schema's types (an enum by its values), the
 * envelope's `type` and `name` exactly, and a session's end reason exactly (one interaction per reason).
 */
export function eventContent(example: EventExample): Record<string, unknown> {
  const schemas = documentOf().components.schemas;
  const content = shapeOfExample(eventMessageSchema(example.event), example.payload, (s) =>
    resolveIn(schemas, s),
  ) as Record<string, unknown>;
  if (example.reason === null) return content;
  return { ...content, data: { ...(content.data as object), reason: example.reason } };
}
