/**
 * src/early.ts as the page's only script (see src/lib/boot.ts): Vite merges every module script of index.html into
 * one entry, so the build takes early.ts as a second input and this plugin writes its script tag (and preloads of
 * the chunks it imports) into the page in place of the app's. The app's script and its libraries' chunk
 * ('framework') are named in meta tags instead: early.ts loads them once start-up has settled and the home's first
 * banner is on screen, so until then the start-up calls and the banner have the network to themselves. In dev
 * there is no such tag: main.tsx imports the same boot module.
 */
import type { Plugin } from 'vite';
import { STARTUP_SDK_MODULE } from './early-modules';

type Bundle = Record<string, { type: string; fileName: string; moduleIds?: string[]; imports?: string[] }>;

/** The file of the start-up's SDK tags (the `sdk-startup` group) and what it imports. */
function startupSdkChunks(bundle: Bundle): string[] {
  const files: string[] = [];
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && chunk.moduleIds?.some((id) => STARTUP_SDK_MODULE.test(id)))
      files.push(...(chunk.imports ?? []), chunk.fileName);
  return files;
}

export function earlyEntry(early: string): Plugin {
  return {
    name: 'lobby-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunk = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.facadeModuleId === early,
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('early.ts was not built as an entry');
        const app = /(\s*)<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        if (!app.test(html)) throw new Error("the app's script tag was not found in index.html");
        const framework = Object.values(bundle).find(
          (item) => item.type === 'chunk' && item.name === 'framework',
        );
        // Vite preloads the app entry's imports (the framework, the bundler's runtime): they are the app's, not
        // fetched before its turn. What early.ts itself imports is preloaded below.
        const page = html.replace(/\s*<link rel="modulepreload" crossorigin href="\/[^"]+">/g, '');
        const preloads = new Set([...chunk.imports, ...startupSdkChunks(bundle)]);
        return page.replace(app, (_tag, indent: string, src: string) =>
          [
            `<meta name="lobby-app" content="${src}">`,
            ...(framework ? [`<meta name="lobby-framework" content="/${framework.fileName}">`] : []),
            `<script type="module" crossorigin src="/${chunk.fileName}"></script>`,
            ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ]
            .map((tag) => `${indent}${tag}`)
            .join(''),
        );
      },
    },
  };
}
