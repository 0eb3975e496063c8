/**
 * `pnpm --filter @lobby/mocks serve [--port 4010] [--static packages/web/dist] [--seed S] [--lenient]
 * [--no-dev-codes] [--no-controls] [--no-socket]`: the sandbox backend (and optionally the built site) on 127.0.0.1.
 * A shared or staging deployment runs with `--no-controls --no-dev-codes`: nobody can reset it, inject
 * failures, move its clock or read its codes, and its tokens, codes and keys follow from no seed unless
 * `--seed` (or `SANDBOX_SEED`) names one.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { resetSandbox } from '../controls/controls';
import { runtime } from '../runtime';
import { DEMO_ACCOUNTS } from '../world/accounts';
import { startSandboxHttpServer } from './http';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    static: { type: 'string' },
    seed: { type: 'string' },
    lenient: { type: 'boolean', default: false },
    'no-dev-codes': { type: 'boolean', default: false },
    'no-controls': { type: 'boolean', default: false },
    'no-socket': { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.SANDBOX_PORT}`);
  process.exit(2);
}
const controls = !values['no-controls'];
const seed = values.seed ?? process.env.SANDBOX_SEED;
// Others reach a sandbox without controls: anyone could replay tokens and codes from the known default
// seed, so its secrets are drawn afresh on every start unless a seed is asked for.
runtime.randomSecrets = !controls && !seed;
if (seed || runtime.randomSecrets) resetSandbox(seed);
runtime.strictResponses = !values.lenient;
runtime.exposeCodes = !values['no-dev-codes'];

// `pnpm --filter` runs in mocks/, so a relative --static is taken from where the command was typed.
const staticDir = values.static ? resolve(process.env.INIT_CWD ?? process.cwd(), values.static) : undefined;
const socket = !values['no-socket'];
const server = await startSandboxHttpServer({ port, staticDir, controls, socket });
const secrets = runtime.randomSecrets ? 'secrets drawn afresh' : 'secrets from the seed';
console.log(`Lobby sandbox listening on ${server.url} (seed "${runtime.world.seed}", ${secrets})`);
if (staticDir) console.log(`Serving the site from ${staticDir}`);
console.log(socket ? `Events: ${server.url.replace(/^http/, 'ws')}/ws/events` : 'Events: off (--no-socket)');
console.log('Demo accounts:');
for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(26)} ${a.password.padEnd(12)} ${a.note}`);
console.log(
  controls
    ? `Controls: ${server.url}/__sandbox/health, /reset, /status, /latency, /failures, /clock, /sms/last (see mocks/README.md)`
    : 'Controls: off (--no-controls)',
);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
