/**
 * The brand's main site to offer a visitor who opened it on another domain, or null when they are on it.
 *
 * `mainDomain` arrives as a bare host (`demo-lobby.example`) or as an origin (`https://demo-lobby.example`);
 * a bare host is served over https. The brand's own sub-domains (its `www.` and `m.` device routes) count as
 * the main site, so only a truly other domain (a mirror, an old address) is offered the move. The offer keeps
 * the page's path and query so the visitor lands where they were. The caller still passes the result through
 * its URL check before any link is drawn.
 */
export function mainDomainOffer(
  mainDomain: string | null | undefined,
  current: { readonly host: string; readonly path: string },
): string | null {
  const configured = mainDomain?.trim();
  if (!configured) return null;
  let main: URL;
  try {
    main = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(configured) ? configured : `https://${configured}`);
  } catch {
    return null;
  }
  if (main.protocol !== 'https:' && main.protocol !== 'http:') return null;
  const here = current.host.toLowerCase();
  const mainHost = main.host.toLowerCase();
  if (here === mainHost || here.endsWith(`.${mainHost}`)) return null;
  const path = current.path.startsWith('/') ? current.path : `/${current.path}`;
  return `${main.origin}${path}`;
}
