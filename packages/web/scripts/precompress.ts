/**
 * A build step (Vite plugin): every text file of the build over 256 bytes gets a brotli twin (`x.js.br`, quality
 * 11) beside it, for the host to send to browsers that accept `br` (every current browser does, on https and
 * on loopback). Brotli at its best quality saves about 13% over gzip -9 on the app's scripts, but takes seconds
 * per megabyte, so it is done once here, not per request (the sandbox's static server sends the twin:
 * mocks/src/server/static-files.ts). Hosts that ignore the twins serve the files as before.
 */
import { writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/**
 * Below this a file is sent as it is (the sandbox's static server uses the same floor for its gzip). Hosts compress
 * far smaller files (nginx's `gzip_min_length` defaults to 20 bytes): a 726-byte script, the bundler's runtime that
 * every start-up file imports, transfers 382 bytes as brotli. Smaller than this, the saving is a few
 * dozen bytes at most.
 */
const MIN_BYTES = 256;

async function brotliTwin(source: string | Uint8Array): Promise<Buffer> {
  const bytes = typeof source === 'string' ? Buffer.from(source) : source;
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

export function precompress(): Plugin {
  return {
    name: 'lobby-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // zlib's asynchronous calls run on libuv's thread pool: the files compress on every core at once.
      await Promise.all(
        Object.values(bundle).map(async (item) => {
          if (!TEXT.has(extname(item.fileName))) return;
          const source = item.type === 'chunk' ? item.code : item.source;
          const size = Buffer.byteLength(source);
          if (size <= MIN_BYTES) return;
          const twin = await brotliTwin(source);
          // A twin no smaller than its file would only cost the host a lookup.
          if (twin.length < size) await writeFile(join(dir, `${item.fileName}.br`), twin);
        }),
      );
    },
  };
}
