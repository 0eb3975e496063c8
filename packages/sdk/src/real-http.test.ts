import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from './create-sdk.js';
import { memoryTokenStore } from './runtime/token-store.js';

// The SDK over Node's own fetch and a real socket on 127.0.0.1, nothing injected.
const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, message: '', value: true }));
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('over real HTTP', () => {
  it('sends the headers and the JSON body the backend expects', async () => {
    const sdk = createSdk({
      baseUrl,
      merchant: 'DEMO',
      tokenStore: memoryTokenStore('tok'),
      userAgent: 'UA/1',
    });
    await expect(sdk.games.addFavourite({ nodeId: 7 })).resolves.toBe(true);
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/wps/relay/GCSGAME_favourites');
    expect(request.headers).toMatchObject({
      merchant: 'DEMO',
      language: 'EN',
      device: 'web',
      'x-real-ua': btoa('UA/1'),
      authorization: 'tok',
      'content-type': 'application/json',
    });
    expect(request.headers.moduleid).toMatch(/^[A-Z0-9]+$/);
    expect(JSON.parse(request.body)).toEqual({ nodeId: 7 });
  });

  it('refuses a closed port as a network error with status 0', async () => {
    const sdk = createSdk({
      baseUrl: 'http://127.0.0.1:9',
      merchant: 'DEMO',
      tokenStore: memoryTokenStore(),
      retry: { retries: 0 },
    });
    await expect(sdk.system.getSystemStatus()).rejects.toMatchObject({ kind: 'network', status: 0 });
  });
});
