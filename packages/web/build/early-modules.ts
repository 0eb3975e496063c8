/**
 * Which modules go into early.ts's script and which into the home's shared chunk: the module graph is only known
 * once the build has read it, so this plugin walks it at `buildEnd` and fills the sets the chunk groups of
 * vite.config.ts test.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The SDK tags early.ts's start-up calls (lib/startup-run.ts: system's status, whitelabel and domain route,
 * content's notices) and the home's (games: hot games, jackpot, winners, vendors); their other calls are in
 * `<tag>.later` modules (the SDK generator's FIRST_SCREEN_CALLS), loaded on their first call. createSdk imports
 * a tag's descriptors on its first call; preloaded beside early.ts, they are there when the calls start instead
 * of a round trip later. One file (the `sdk-startup` group): as four (with the builders every tag imports) they
 * transferred 3.9 KB, together 3.4.
 */
const STARTUP_SDK_TAGS = ['system', 'content', 'games'];

/** A start-up tag's module, or what every tag's module imports (the descriptors' builders and validators). */
export const STARTUP_SDK_MODULE = new RegExp(
  `/packages/sdk/src/(generated/tags/(${STARTUP_SDK_TAGS.join('|')})|runtime/(describe-tag|validate))\\.ts$`,
);

const MAIN = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
const HOME_PAGE = fileURLToPath(new URL('../src/features/home/home-page.tsx', import.meta.url));

/** The modules early.ts loads. */
export const earlyModules = new Set<string>();
/**
 * The modules the home page's chunk shares with other pages: one file instead of the five of a few hundred bytes
 * each the bundler made of them (a file per set of pages sharing it), each paying its own request and compressed
 * alone. The game pages that use some of them download the rest too (about 1 KB).
 */
export const homeParts = new Set<string>();

/**
 * Package indexes early.ts must not reach: the `early` group takes every module early.ts imports, used or not, so
 * one import of the flows' index would put every machine into the first script. The start-up imports
 * `@lobby/flows/app-start` instead.
 */
const NOT_EARLY = [fileURLToPath(new URL('../../flows/src/index.ts', import.meta.url))];
/**
 * What the SDK's index reaches only to re-export it, and createSdk imports on a tag's first call instead (its
 * operations' descriptors and validators, the RSA half of the encrypted calls' codec): left to the chunks of the
 * tags that use it, not walked into early.ts's group. DES stays: the start-up decodes the customer-service path
 * with it.
 */
const SDK_ON_DEMAND = /\/packages\/sdk\/src\/(generated\/operations|codec\/(codec|rsa|random-key))\.ts$/;

export function collectEarlyModules(early: string): Plugin {
  return {
    name: 'lobby-early-modules',
    apply: 'build',
    buildEnd() {
      const visit = (id: string, from: string) => {
        if (earlyModules.has(id) || SDK_ON_DEMAND.test(id)) return;
        if (NOT_EARLY.includes(id))
          this.error(
            `${from} brings ${id} into early.ts's script: import the start-up's entry (@lobby/flows/app-start)`,
          );
        earlyModules.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next, id);
      };
      visit(early, early);
      // What the home page's chunk imports besides start-up's code and its own folder (the game cards, grids and
      // their empty and error states, shared with the game pages).
      const startup = new Set(earlyModules);
      const walk = (id: string, into: Set<string>, stop: ReadonlySet<string>) => {
        if (into.has(id) || stop.has(id) || id.includes('/node_modules/')) return;
        into.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, into, stop);
      };
      walk(MAIN, startup, new Set());
      const reached = new Set<string>();
      walk(HOME_PAGE, reached, startup);
      for (const id of reached) if (!id.includes('/src/features/home/')) homeParts.add(id);
    },
  };
}
