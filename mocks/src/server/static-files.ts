/**
 * Serves a built site from a folder: content types, SPA fallback, cache rules, compression, no traversal.
 * A file's brotli twin written by the build (`x.js.br`, see packages/web/scripts/precompress.ts) is sent to
 * clients that accept `br`, as a host or CDN does; others get gzip made here once per file.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/**
 * Smaller files are sent as they are: their saving is a few dozen bytes. The build's brotli twins start at the same
 * size (packages/web/scripts/precompress.ts); a host compresses even smaller ones (nginx's `gzip_min_length`: 20).
 */
export const MIN_COMPRESS_BYTES = 256;

interface Cached {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

/** The encodings a request's `Accept-Encoding` allows (a `q=0` refuses one). */
export interface Encodings {
  br: boolean;
  gzip: boolean;
}

/** Reads `Accept-Encoding`. */
export function acceptedEncodings(header: string | undefined): Encodings {
  const allowed = new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return { br: allowed.has('br'), gzip: allowed.has('gzip') };
}

/** A static file server for one folder. */
export interface StaticSite {
  /** Answers a GET or HEAD; returns false when nothing (not even the SPA fallback) applies. */
  serve(pathname: string, accepts: Encodings, head: boolean, res: ServerResponse): Promise<boolean>;
}

/** A file's `.br` twin, unless it is missing or older than the file (then it would send stale code). */
async function brotliTwin(file: string, mtimeMs: number): Promise<Buffer | null> {
  try {
    const twin = `${file}.br`;
    return (await stat(twin)).mtimeMs >= mtimeMs ? await readFile(twin) : null;
  } catch {
    return null;
  }
}

/** Reads a file and its compressed forms. */
async function readEntry(file: string, mtimeMs: number): Promise<Cached> {
  const body = await readFile(file);
  // Compression is cheap once per file; a tiny file, or one gzip does not shrink, goes as it is.
  const compressible = COMPRESSIBLE.has(extname(file)) && body.length > MIN_COMPRESS_BYTES;
  const zipped = compressible ? gzipSync(body) : null;
  const gzip = zipped && zipped.length < body.length ? zipped : null;
  const brotli = compressible ? await brotliTwin(file, mtimeMs) : null;
  return { mtimeMs, body, gzip, brotli };
}

/** The file a URL path names under `base`, or null for a path that leaves it or cannot be decoded. */
function locate(base: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(base, decoded));
  return file === base || file.startsWith(base + sep) ? file : null;
}

/** Answers with the file in the best encoding the client accepts. */
function send(
  res: ServerResponse,
  file: string,
  entry: Cached,
  pathname: string,
  accepts: Encodings,
  head: boolean,
) {
  const [encoding, body] =
    accepts.br && entry.brotli
      ? ['br', entry.brotli]
      : accepts.gzip && entry.gzip
        ? ['gzip', entry.gzip]
        : [null, entry.body];
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // Vite fingerprints files under assets/, so they never change; the HTML must always be fresh.
  res.setHeader(
    'Cache-Control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  res.end(head ? undefined : body);
}

/** Creates the server for `root`; files are read once and kept (with their gzip) until they change. */
export function createStaticSite(root: string): StaticSite {
  const base = resolve(root);
  const cache = new Map<string, Cached>();

  async function load(file: string): Promise<Cached | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const hit = cache.get(file);
      if (hit && hit.mtimeMs === info.mtimeMs) return hit;
      const entry = await readEntry(file, info.mtimeMs);
      cache.set(file, entry);
      return entry;
    } catch {
      return null;
    }
  }

  return {
    async serve(pathname, accepts, head, res) {
      let file = locate(base, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      let entry = file ? await load(file) : null;
      // SPA fallback: a route (no file extension) renders index.html; a missing asset is a 404.
      if (!entry && !extname(pathname)) {
        file = join(base, 'index.html');
        entry = await load(file);
      }
      if (!entry || !file) return false;
      send(res, file, entry, pathname, accepts, head);
      return true;
    },
  };
}
