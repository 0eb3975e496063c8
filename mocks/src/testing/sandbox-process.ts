/**
 * Starts the sandbox's real HTTP server (mocks/src/server/cli.ts) in a child process on a free
 * loopback port, so the Pact verifier talks to it over the network as it would to any backend.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A running sandbox process. */
export interface SandboxProcess {
  url: string;
  stop(): Promise<void>;
}

const MOCKS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Spawns the sandbox (with the CLI's `args`, e.g. `--no-controls`) and resolves with its URL once it listens (rejects after `timeoutMs`). */
export function startSandboxProcess(
  timeoutMs = 60_000,
  args: readonly string[] = [],
): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', ...args], {
    cwd: MOCKS_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopped(child);
      reject(new Error(`sandbox did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      // Keep draining so a chatty server never blocks on a full pipe.
      child.stdout?.resume();
      resolve({ url: match[1]!, stop: () => stopped(child) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with code ${code}:\n${output}`));
    });
  });
}
