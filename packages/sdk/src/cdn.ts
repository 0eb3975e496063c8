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
 * A server path joined to a host picked at random from `cdns` (images, game launches): absolute
 * URLs pass through, a path without configured hosts stays as it is; null for a missing path.
 */
export function resolveCdnUrl(
  path: string | null | undefined,
  cdns: readonly string[] | null | undefined,
  random: () => number = Math.random,
): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  // Anything with a scheme (http, https, and javascript:, data:...) or a protocol-relative `//host` is not a
  // path: it passes through unchanged, for the caller's URL check to accept or refuse, never glued to a host.
  if (/^\/\//.test(trimmed) || /^[a-z][a-z\d+.-]*:/i.test(trimmed)) return trimmed;
  const cdn = pickCdn(cdns, random);
  if (!cdn) return trimmed;
  return `${cdn.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}

/**
 * The URL to show for an image path from the server: `resolveCdnUrl` over the image CDNs, and
 * `fallback` (the default icon) for a missing path.
 */
export function resolveImageUrl(
  path: string | null | undefined,
  cdns: readonly string[] | null | undefined,
  fallback: string,
  random: () => number = Math.random,
): string {
  return resolveCdnUrl(path, cdns, random) ?? fallback;
}
