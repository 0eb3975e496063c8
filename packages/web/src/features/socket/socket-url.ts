/**
 * The configured socket's URL when `new WebSocket` accepts it (absolute ws: or wss:, no fragment), else null:
 * a malformed one makes the constructor throw, which would take the page down with it.
 */
export function webSocketUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && !url.hash ? url.href : null;
  } catch {
    return null;
  }
}
