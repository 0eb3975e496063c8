/** Generated SVG images: game and vendor icons, banners, captchas, QR placeholders. No files on disk. */
import type { Prng } from '../world/prng';

const PALETTE = ['#0ea5e9', '#22c55e', '#a855f7', '#ef4444', '#f59e0b', '#14b8a6', '#6366f1', '#ec4899'];

/** Text made safe inside markup (SVG and the sandbox's HTML pages): < > & ' " as character references. */
export const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** A square tile with a gradient and a caption (game cards, vendor logos). */
export function tileSvg(title: string, subtitle: string, size = 240): string {
  const h = hash(title + subtitle);
  const a = PALETTE[h % PALETTE.length] as string;
  const b = PALETTE[(h >> 3) % PALETTE.length] as string;
  const words = title.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [title];
  const text = lines
    .map(
      (line, i) =>
        `<text x="50%" y="${46 + i * 13}%" font-size="${size / 11}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" rx="${size / 12}" fill="url(#g)"/><circle cx="${size * 0.8}" cy="${size * 0.2}" r="${size / 6}" fill="#fff" opacity="0.15"/>${text}<text x="50%" y="88%" font-size="${size / 16}" text-anchor="middle" fill="#fff" opacity="0.85" font-family="sans-serif">${escapeXml(subtitle)}</text></svg>`;
}

/** A wide banner slide. */
export function bannerSvg(title: string, width = 1200, height = 400): string {
  const h = hash(title);
  const a = PALETTE[h % PALETTE.length] as string;
  const b = PALETTE[(h >> 2) % PALETTE.length] as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="6%" y="55%" font-size="${height / 8}" fill="#fff" font-family="sans-serif" font-weight="700">${escapeXml(title)}</text></svg>`;
}

/** A captcha image of `code` with noise lines drawn from `prng`. */
export function captchaSvg(code: string, prng: Prng): string {
  const chars = [...code]
    .map(
      (c, i) =>
        `<text x="${18 + i * 26}" y="${30 + prng.int(-4, 4)}" font-size="26" font-family="monospace" font-weight="700" fill="#1e293b" transform="rotate(${prng.int(-15, 15)} ${18 + i * 26} 28)">${escapeXml(c)}</text>`,
    )
    .join('');
  const noise = Array.from(
    { length: 5 },
    () =>
      `<line x1="${prng.int(0, 120)}" y1="${prng.int(0, 44)}" x2="${prng.int(0, 120)}" y2="${prng.int(0, 44)}" stroke="#94a3b8" stroke-width="1.5"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="100%" height="100%" fill="#f1f5f9"/>${noise}${chars}</svg>`;
}

/** Base64 of UTF-8 text (browser and Node). */
export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
