/**
 * `corepack pnpm qa [--base-url URL]` (from the repository's root): the headless QA scenarios over HTTP, through
 * the real SDK and the flows' machines. Without a base URL it starts the sandbox on a free port and stops it after;
 * with one (or LOBBY_QA_BASE_URL) it drives that environment with the accounts in LOBBY_QA_*. README.md, "QA".
 */
import { runQa } from './qa-run.js';

process.exitCode = await runQa(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
