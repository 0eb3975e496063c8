/**
 * The sandbox of one Playwright worker (started by the `sandboxUrl` fixture in support.ts with
 * `node --import tsx`): the sandbox's own CLI, plus an exit when the worker's end of stdin closes, so
 * a worker that is killed (a timeout, Ctrl-C) leaves no server behind.
 */
import { Server } from 'node:http';

// The journeys' API client (Playwright's `request`) keeps its connections open and reuses them; Node's server
// closes one idle for 5 s (keepAliveTimeout). A control call sent on a connection just as the server closes it
// fails with ECONNRESET, which a test whose steps are about 5 s apart meets (the fault suite's frame test). Here
// the server keeps idle connections until the worker's client or the worker ends: this sandbox has no other
// clients to protect from idle sockets.
const listen = Server.prototype.listen;
Server.prototype.listen = function (this: Server, ...args: unknown[]) {
  this.keepAliveTimeout = 0;
  return (listen as (...rest: unknown[]) => Server).apply(this, args);
} as typeof Server.prototype.listen;

await import('@lobby/mocks/cli');

process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
