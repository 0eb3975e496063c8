/** The events document's messages as the sandbox checks its own against them (the tests check every one it sends). */
import { checkSchema } from '../spec/schema-check';

const SERVER = { $ref: '#/components/schemas/ServerMessage' };
const EVENT = { $ref: '#/components/schemas/EventMessage' };
const CLIENT = { $ref: '#/components/schemas/ClientMessage' };

/** The first problem of a message the server sends, against `ServerMessage`; null when it conforms. */
export function serverMessageProblem(message: unknown): string | null {
  const problem = checkSchema(message, SERVER, 'message');
  if (!problem) return null;
  // An event is told apart by its name, so its own schema can name the field that is wrong.
  const isEvent = (message as { type?: unknown } | null)?.type === 'event';
  return (isEvent ? checkSchema(message, EVENT, 'event') : null) ?? problem;
}

/** The first problem of a message a client sends, against `ClientMessage`; null when it conforms. */
export const clientMessageProblem = (message: unknown): string | null =>
  checkSchema(message, CLIENT, 'message');
