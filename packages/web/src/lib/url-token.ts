/**
 * Takes a session token handed over in `?token=` and removes it from the address bar at once,
 * so it does not linger in history, bookmarks or referrers.
 */
export function takeTokenFromUrl(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}
