/**
 * Serves the browser-runner test page on 127.0.0.1: the bundled page script and MSW's worker
 * script, nothing else. Every other request answers 404 and is recorded, so a call the worker
 * failed to answer shows up instead of reaching a backend.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The served page. */
export interface WorkerPage {
  url: string;
  /** Paths asked of the server besides the page, its script and the worker script. */
  strayRequests: string[];
  close: () => Promise<void>;
}

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox worker</title><link rel="icon" href="data:,"></head><body><script type="module" src="/main.js"></script></body></html>';

async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Bundles the page and serves it on `port` (0 picks a free one). */
export async function serveWorkerPage(port: number): Promise<WorkerPage> {
  const [script, worker] = [
    await bundlePage(),
    readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8'),
  ];
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', INDEX],
    '/main.js': ['text/javascript; charset=utf-8', script],
    '/mockServiceWorker.js': ['text/javascript; charset=utf-8', worker],
  };
  const strayRequests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = files[path];
    if (!file) {
      strayRequests.push(`${request.method} ${path}`);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, strayRequests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
