/** Picks one CDN origin at random from the configured list (`imageCDNs`, `launchGameCDNs`); undefined when empty. */
export function pickCdn(
  list: readonly string[] | null | undefined,
  random: () => number = Math.random,
): string | undefined {
  const usable = (list ?? []).filter((origin) => typeof origin === 'string' && origin.trim() !== '');
  if (usable.length === 0) return undefined;
  return usable[Math.min(usable.length - 1, Math.floor(random() * usable.length))];
}

/**
 * The URL to show for an image path from the server: absolute URLs pass through, relative paths
 * are joined to a CDN from `cdns`, and a missing path gives `fallback` (the default icon).
 */
export function resolveImageUrl(
  path: string | null | undefined,
  cdns: readonly string[] | null | undefined,
  fallback: string,
  random: () => number = Math.random,
): string {
  const trimmed = path?.trim();
  if (!trimmed) return fallback;
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('data:')) return trimmed;
  const cdn = pickCdn(cdns, random);
  if (!cdn) return trimmed;
  return `${cdn.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
