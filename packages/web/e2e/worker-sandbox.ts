import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A sandbox serving the built site for one Playwright worker. */
export interface WorkerSandbox {
  url: string;
  stop(): Promise<void>;
}

const webDir = fileURLToPath(new URL('..', import.meta.url));
const repoDir = resolve(webDir, '../..');

/**
 * Starts the sandbox with the built site (E2E_DIST, else packages/web/dist) on a free port, in a
 * process of its own: plain `node --import tsx`, not `pnpm --filter ... serve` (pnpm's start-up costs
 * about a second of CPU per worker), with the sandbox CLI's `args` (`--no-socket`). E2E_BASE_URL instead names a
 * server already running (run one worker then: the journeys reset its state).
 */
export async function startWorkerSandbox(args: readonly string[] = []): Promise<WorkerSandbox> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { url: external.replace(/\/$/, ''), stop: async () => undefined };

  // E2E_DIST: another build (a second worktree or helper building beside this one), from the repository's root.
  const dist = resolve(repoDir, process.env.E2E_DIST ?? 'packages/web/dist');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'e2e/sandbox-server.ts', '--port', '0', '--static', dist, ...args],
    {
      cwd: webDir,
      // The worker's NODE_OPTIONS carry Playwright's own loader, which is not the sandbox's business.
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[sandbox] ${chunk.toString()}`));

  const url = await new Promise<string>((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        child.stdout.off('data', onData);
        // Keep reading so a full pipe never blocks the sandbox.
        child.stdout.resume();
        done(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      fail(new Error(`The sandbox exited (code ${code}) before listening:\n${output}`)),
    );
    child.once('error', fail);
  });
  child.removeAllListeners('exit');

  const health = await fetch(`${url}/__sandbox/health`);
  if (!health.ok) throw new Error(`The sandbox at ${url} answered its health check with ${health.status}`);

  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(kill);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
