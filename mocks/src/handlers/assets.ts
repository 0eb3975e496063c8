/** `/__sandbox/` assets: generated SVG icons and banners, the launched-game page, the support page. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { bannerSvg, escapeXml, tileSvg } from '../assets/svg';
import { runtime } from '../runtime';

const CACHE = 'public, max-age=3600';

const svg = (body: string): Response =>
  new HttpResponse(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': CACHE },
  });

const html = (title: string, body: string): Response =>
  new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>body{font-family:sans-serif;background:#0f172a;color:#e2e8f0;display:grid;place-items:center;min-height:90vh}</style></head><body>${body}</body></html>`,
    {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );

const notFound = (): Response =>
  new HttpResponse('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

const IMAGES: Record<string, () => string> = {
  'logo.svg': () => tileSvg('Lobby', 'sandbox', 120),
  'license.svg': () => tileSvg('Licensed', 'Gaming authority', 120),
  'age-18.svg': () => tileSvg('18+', 'Play responsibly', 120),
  'qr-ios.svg': () => tileSvg('iOS app', 'scan to install', 200),
  'qr-android.svg': () => tileSvg('Android app', 'scan to install', 200),
  'avatar.svg': () => tileSvg('Me', 'member', 96),
};

/** The asset routes. */
export const assetHandlers: HttpHandler[] = [
  http.get('*/__sandbox/icons/game/:file', ({ params }) => {
    const game = runtime.world.catalogue.gamesById.get(Number.parseInt(String(params.file), 10));
    return game ? svg(tileSvg(game.gameName, game.vendorName)) : notFound();
  }),
  http.get('*/__sandbox/icons/vendor/:file', ({ params }) => {
    const code = String(params.file).replace(/\.svg$/, '');
    const vendor = runtime.world.catalogue.vendors.find((v) => v.code === code);
    return vendor ? svg(tileSvg(vendor.name, vendor.category)) : notFound();
  }),
  http.get('*/__sandbox/images/banner/:file', ({ params }) => {
    const banner = runtime.world.catalogue.content.banners.find(
      (b) => String(b.id) === String(params.file).replace(/\.svg$/, ''),
    );
    // The side menu's banners are drawn at 2:1 (the home's at 3:1): a slide of its own shape keeps the title whole.
    return banner
      ? svg(banner.groupName === 'w_leftmenu' ? bannerSvg(banner.title, 600, 300) : bannerSvg(banner.title))
      : notFound();
  }),
  http.get('*/__sandbox/images/:file', ({ params }) => {
    const make = IMAGES[String(params.file)];
    return make ? svg(make()) : notFound();
  }),
  http.get('*/__sandbox/play/:nodeId', ({ params }) => {
    const game = runtime.world.catalogue.gamesById.get(Number(params.nodeId));
    return game
      ? html(
          game.gameName,
          `<main><h1>${escapeXml(game.gameName)}</h1><p>${escapeXml(game.vendorName)}: sandbox game session.</p></main>`,
        )
      : notFound();
  }),
  http.get('*/__sandbox/support', () =>
    html(
      'Customer service',
      '<main><h1>Customer service</h1><p>The sandbox has no live agents. Write to support@example.com.</p></main>',
    ),
  ),
  http.get('*/__sandbox/chat/:modelId', ({ params }) =>
    html(
      'Live chat',
      `<main><h1>Live chat</h1><p>Sandbox chat room ${escapeXml(String(params.modelId))}.</p></main>`,
    ),
  ),
];
