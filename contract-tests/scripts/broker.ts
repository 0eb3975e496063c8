/**
 * Pact Broker steps, each a no-op without PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN for PactFlow):
 *   publish         publish contract-tests/pacts/*.json as consumer version PACT_CONSUMER_VERSION
 *                   (default: git sha) on branch PACT_BRANCH (default: git branch)
 *   can-i-deploy    ask whether PACTICIPANT (default lobby-sdk) at that version may go to
 *                   PACT_ENVIRONMENT (default production); exits 1 when it may not
 * Provider results are published by `verify` when PACT_PUBLISH_VERIFICATION=true.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { CONSUMER, PACT_DIR, PROVIDER } from '../src/harness/lobby-pact';

const step = process.argv[2];
const base = process.env.PACT_BROKER_BASE_URL?.replace(/\/$/, '');
if (!base) {
  console.log(`PACT_BROKER_BASE_URL is not set: skipping "${step}".`);
  process.exit(0);
}

const git = (...args: string[]): string => {
  try {
    return execFileSync('git', args, { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};
const version = process.env.PACT_CONSUMER_VERSION ?? git('rev-parse', 'HEAD');
const branch = process.env.PACT_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD');
const headers: Record<string, string> = {
  'Content-Type': 'application/json',
  Accept: 'application/hal+json, application/json',
  ...(process.env.PACT_BROKER_TOKEN ? { Authorization: `Bearer ${process.env.PACT_BROKER_TOKEN}` } : {}),
};

async function publish(): Promise<boolean> {
  const contracts = readdirSync(PACT_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => {
      const content = readFileSync(`${PACT_DIR}/${f}`);
      // The HTTP pact's provider, or the events channel's (each file names its own).
      const { provider } = JSON.parse(content.toString()) as { provider?: { name?: string } };
      return {
        consumerName: CONSUMER,
        providerName: provider?.name ?? PROVIDER,
        specification: 'pact',
        contentType: 'application/json',
        content: content.toString('base64'),
      };
    });
  const response = await fetch(`${base}/contracts/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ pacticipantName: CONSUMER, pacticipantVersionNumber: version, branch, contracts }),
  });
  console.log(
    `publish ${contracts.length} pact(s) as ${CONSUMER} ${version} (${branch}): HTTP ${response.status}`,
  );
  return response.ok;
}

async function canIDeploy(): Promise<boolean> {
  const pacticipant = process.env.PACTICIPANT ?? CONSUMER;
  const environment = process.env.PACT_ENVIRONMENT ?? 'production';
  const query = new URLSearchParams({ pacticipant, version, environment });
  const response = await fetch(`${base}/can-i-deploy?${query}`, { headers });
  const body = (await response.json().catch(() => ({}))) as {
    summary?: { deployable?: boolean; reason?: string };
  };
  console.log(
    `can-i-deploy ${pacticipant} ${version} to ${environment}: ${body.summary?.deployable ? 'yes' : 'no'} (${body.summary?.reason ?? `HTTP ${response.status}`})`,
  );
  return response.ok && body.summary?.deployable === true;
}

const steps: Record<string, () => Promise<boolean>> = { publish, 'can-i-deploy': canIDeploy };
const run = step ? steps[step] : undefined;
if (!run) {
  console.error(`usage: broker.ts ${Object.keys(steps).join(' | ')}`);
  process.exit(2);
}
process.exit((await run()) ? 0 : 1);
