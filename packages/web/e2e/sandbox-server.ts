/**
 * The sandbox of one Playwright worker (started by the `sandboxUrl` fixture in support.ts with
 * `node --import tsx`): the sandbox's own CLI, plus an exit when the worker's end of stdin closes, so
 * a worker that is killed (a timeout, Ctrl-C) leaves no server behind.
 */
import '../../../mocks/src/server/cli';

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
