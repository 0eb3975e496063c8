import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxHttpServer, type SandboxHttpServer } from './http';
import { MIN_COMPRESS_BYTES } from './static-files';

let server: SandboxHttpServer;
const site = mkdtempSync(join(tmpdir(), 'lobby-site-'));
const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** Between the compression floor and 1 KB, like the bundler's runtime (726 bytes). */
const smallScript = `var a=${JSON.stringify('helper,'.repeat(60))};export{a};`;
const tinyScript = 'export const a=1;';
/** Over the floor but random: gzip would make it larger. */
const noise = randomBytes(400);

beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Lobby</title><div id="root"></div>');
  writeFileSync(join(site, 'assets', 'app-1234.js'), bigScript);
  // The build's brotli twin of one script (packages/web/scripts/precompress.ts).
  writeFileSync(join(site, 'assets', 'app-1234.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(site, 'assets', 'other-1234.js'), bigScript);
  writeFileSync(join(site, 'assets', 'small-1234.js'), smallScript);
  writeFileSync(join(site, 'assets', 'tiny-1234.js'), tinyScript);
  writeFileSync(join(site, 'assets', 'noise-1234.txt'), noise);
  writeFileSync(join(site, 'assets', 'logo.png'), Buffer.from([137, 80, 78, 71]));
  writeFileSync(join(tmpdir(), 'secret.txt'), 'do not serve');
  server = await startSandboxHttpServer({ port: 0, staticDir: site });
});
afterAll(() => server.close());

/** A raw request, so the path is sent exactly as written (fetch would normalise `..`). */
function raw(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the site with content types, cache rules, security headers and an SPA fallback', async () => {
    const html = await raw('/');
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    expect(html.headers['content-security-policy']).toContain("default-src 'self'");
    const route = await raw('/member/securityCenter');
    expect(route.body.toString()).toContain('<div id="root">');
    const js = await raw('/assets/app-1234.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await raw('/assets/logo.png')).headers['content-type']).toBe('image/png');
    expect((await raw('/assets/missing.js')).status).toBe(404);
  });

  it('gzips text assets for clients that accept it', async () => {
    const zipped = await raw('/assets/app-1234.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(bigScript.length / 4);
    expect(gunzipSync(zipped.body).toString()).toBe(bigScript);
  });

  it('compresses scripts under 1 KB too, but not the tiniest nor what gzip would grow', async () => {
    expect(smallScript.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
    expect(smallScript.length).toBeLessThan(1024);
    const small = await raw('/assets/small-1234.js', { 'Accept-Encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(small.body).toString()).toBe(smallScript);
    expect(small.body.length).toBeLessThan(smallScript.length / 2);
    const tiny = await raw('/assets/tiny-1234.js', { 'Accept-Encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(tinyScript);
    const random = await raw('/assets/noise-1234.txt', { 'Accept-Encoding': 'gzip' });
    expect(random.headers['content-encoding']).toBeUndefined();
    expect(random.body.equals(noise)).toBe(true);
  });

  it("sends the build's brotli twin to clients that accept br, gzip to those that do not", async () => {
    const brotli = await raw('/assets/app-1234.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(bigScript);
    const refused = await raw('/assets/app-1234.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    // No twin: gzip, as before.
    const other = await raw('/assets/other-1234.js', { 'Accept-Encoding': 'gzip, br' });
    expect(other.headers['content-encoding']).toBe('gzip');
    const plain = await raw('/assets/app-1234.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it('never serves files outside the folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const res = await raw(path);
      expect(res.body.toString()).not.toContain('do not serve');
    }
  });

  it('allows CORS from local origins only, with preflight', async () => {
    const preflight = await raw(
      '/wps/session/login',
      {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,encryption,x-rsa,merchant',
      },
      'OPTIONS',
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type,encryption,x-rsa,merchant');
    const foreign = await raw('/wps/system/status', { Origin: 'https://evil.example' });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const local = await raw('/wps/system/status', { Origin: 'http://127.0.0.1:4173' });
    expect(local.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
  });

  it('answers bytes that are not HTTP with a 400 and keeps serving', async () => {
    const port = Number(new URL(server.url).port);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect((await raw('/wps/system/status')).status).toBe(200);
  });

  it('answers garbage with an error envelope and keeps serving', async () => {
    const res = await fetch(`${server.url}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'x' },
      body: '\u0000\u0001',
    });
    expect(res.status).toBe(401);
    expect((await raw('/wps/system/status')).status).toBe(200);
  });
});

describe('the sandbox controls', () => {
  const post = (path: string, headers: Record<string, string> = {}) =>
    raw(path, { 'Content-Type': 'application/json', ...headers }, 'POST');

  it('answer tests and the site itself: no Origin, or a local one', async () => {
    expect((await post('/__sandbox/reset')).status).toBe(200);
    expect((await post('/__sandbox/reset', { Origin: server.url })).status).toBe(200);
    expect((await raw('/__sandbox/health', { Origin: 'http://localhost:5173' })).status).toBe(200);
  });

  it('refuse another site: a foreign Origin, a cross-site fetch, a DNS-rebound Host', async () => {
    for (const refused of [
      await post('/__sandbox/reset', { Origin: 'https://evil.example' }),
      await post('/__sandbox/failures', { 'Sec-Fetch-Site': 'cross-site' }),
      await raw('/__sandbox/sms/last', { Host: 'evil.example:4010' }),
      await post('/__sandbox/status', { Host: 'rebound.evil.example' }),
    ]) {
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ success: false });
    }
  });

  it("serve the sandbox's pages to frames and images from anywhere local: the support page, assets", async () => {
    expect((await raw('/__sandbox/support', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(200);
    expect((await raw('/__sandbox/images/logo.svg', { Origin: 'https://cdn.example' })).status).toBe(200);
  });

  it('are off when the server is started without them; the pages and the API still answer', async () => {
    const staging = await startSandboxHttpServer({ port: 0, controls: false });
    try {
      for (const path of ['/__sandbox/health', '/__sandbox/sms/last'])
        expect((await fetch(`${staging.url}${path}`)).status).toBe(404);
      expect((await fetch(`${staging.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${staging.url}/__sandbox/support`)).status).toBe(200);
      expect((await fetch(`${staging.url}/wps/system/status`)).status).toBe(200);
    } finally {
      await staging.close();
    }
  });
});

describe("a build's own security headers", () => {
  it('are served for the site instead of the defaults when the build ships a _headers file', async () => {
    const built = mkdtempSync(join(tmpdir(), 'lobby-built-'));
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>Lobby</title>');
    writeFileSync(
      join(built, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'; report-uri /__sandbox/csp-report\n  Referrer-Policy: strict-origin\n/assets/*\n  X-Other: no\n",
    );
    const withHeaders = await startSandboxHttpServer({ port: 0, staticDir: built });
    try {
      const page = await fetch(`${withHeaders.url}/`);
      expect(page.headers.get('content-security-policy')).toBe(
        "default-src 'self'; report-uri /__sandbox/csp-report",
      );
      expect(page.headers.get('referrer-policy')).toBe('strict-origin');
      expect(page.headers.get('x-other')).toBeNull();
    } finally {
      await withHeaders.close();
    }
  });

  it('collects the violations browsers report, from the page itself', async () => {
    await raw('/__sandbox/csp-report', {}, 'DELETE');
    const report = { 'csp-report': { 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' } };
    const sent = await fetch(`${server.url}/__sandbox/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report', Origin: 'null' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const listed = (await (await fetch(`${server.url}/__sandbox/csp-report`)).json()) as { value: unknown[] };
    expect(listed.value).toEqual([report]);
  });
});
