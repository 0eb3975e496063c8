/** Serves a built site from a folder: content types, SPA fallback, cache rules, gzip, no traversal. */
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

interface Cached {
  mtimeMs: number;
  body: Buffer;
  gzip: Buffer | null;
}

/** A static file server for one folder. */
export interface StaticSite {
  /** Answers a GET or HEAD; returns false when nothing (not even the SPA fallback) applies. */
  serve(pathname: string, acceptsGzip: boolean, head: boolean, res: ServerResponse): Promise<boolean>;
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
      const body = await readFile(file);
      // Compression is cheap once per file; skip tiny files where headers would dominate.
      const gzip = COMPRESSIBLE.has(extname(file)) && body.length > 1024 ? gzipSync(body) : null;
      const entry = { mtimeMs: info.mtimeMs, body, gzip };
      cache.set(file, entry);
      return entry;
    } catch {
      return null;
    }
  }

  function locate(pathname: string): string | null {
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

  return {
    async serve(pathname, acceptsGzip, head, res) {
      let file = locate(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      let entry = file ? await load(file) : null;
      // SPA fallback: a route (no file extension) renders index.html; a missing asset is a 404.
      if (!entry && !extname(pathname)) {
        file = join(base, 'index.html');
        entry = await load(file);
      }
      if (!entry || !file) return false;
      const ext = extname(file);
      const useGzip = acceptsGzip && entry.gzip !== null;
      const body = useGzip && entry.gzip ? entry.gzip : entry.body;
      res.statusCode = 200;
      res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
      res.setHeader('Content-Length', body.length);
      res.setHeader('Vary', 'Accept-Encoding');
      if (useGzip) res.setHeader('Content-Encoding', 'gzip');
      // Vite fingerprints files under assets/, so they never change; the HTML must always be fresh.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.end(head ? undefined : body);
      return true;
    },
  };
}
