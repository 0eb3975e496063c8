/** A notice pushed to a logged-in member (socket message, or a change the poll noticed). */
export interface MemberEvent {
  readonly id: string;
  readonly title: string;
  readonly message?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Reads a socket message; anything without a title is ignored rather than shown half-empty. */
export function parseMemberEvent(data: unknown, id: string): MemberEvent | null {
  let parsed: unknown = data;
  if (typeof data === 'string') {
    try {
      parsed = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (!isRecord(parsed) || typeof parsed.title !== 'string' || !parsed.title) return null;
  return {
    id,
    title: parsed.title,
    ...(typeof parsed.message === 'string' ? { message: parsed.message } : {}),
  };
}
