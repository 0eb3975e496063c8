import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const mocks = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the serve CLI', () => {
  it('starts on the port asked for, prints its address and the demo accounts, and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', '--port', '0', '--seed', 'cli-test'],
      { cwd: mocks, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address printed: ${out}`)), 15_000);
      child.stdout.on('data', () => {
        const found = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (found?.[1] && out.includes('Controls:')) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
    });
    expect(out).toContain('demo');
    expect(out).toContain('agent1234');
    const health = (await (await fetch(`${url}/__sandbox/health`)).json()) as { value: { seed: string } };
    expect(health.value.seed).toBe('cli-test');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
