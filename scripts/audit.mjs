// Dependency audit of what ships: the production dependency trees of @lobby/web, @lobby/sdk and
// @lobby/flows (not the build and test tools), asked of the registry's bulk advisory endpoint, the one
// `npm audit` uses. Fails on any high or critical advisory.
//
// Where the registry refuses or cannot be reached (this workplace's registry answers 405 to the advisory
// endpoint), the audit says so loudly and passes, because there is nothing to check against; set
// AUDIT_REQUIRED=1 (a deployment pipeline with network) to make that a failure instead.
// Usage: node scripts/audit.mjs [--json reports/audit.json]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const SHIPPED = ['@lobby/web', '@lobby/sdk', '@lobby/flows'];
const BLOCKING = new Set(['high', 'critical']);

/** name -> versions, from pnpm's production tree of the shipped packages (workspace links left out). */
export function shippedPackages(tree) {
  const found = new Map();
  const walk = (dependencies) => {
    for (const [name, node] of Object.entries(dependencies ?? {})) {
      if (node.version && !node.version.startsWith('link:')) {
        if (!found.has(name)) found.set(name, new Set());
        found.get(name).add(node.version);
      }
      walk(node.dependencies);
    }
  };
  for (const project of tree) walk(project.dependencies);
  return Object.fromEntries([...found].map(([name, versions]) => [name, [...versions].sort()]));
}

/** The advisories of the bulk endpoint's answer at or above the blocking severities. */
export function blockingAdvisories(answer) {
  return Object.entries(answer).flatMap(([name, advisories]) =>
    advisories.filter((a) => BLOCKING.has(a.severity)).map((a) => ({ name, ...a })),
  );
}

/** The registry npm is set to use here (its config, the environment, or its own default), without a trailing slash. */
export function configuredRegistry(run = execFileSync) {
  return run('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim().replace(/\/$/, '');
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const registry = configuredRegistry();
  const filters = SHIPPED.flatMap((name) => ['--filter', name]);
  const tree = JSON.parse(
    execFileSync('corepack', ['pnpm', 'list', '--prod', '--depth', 'Infinity', '--json', ...filters], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  const packages = shippedPackages(tree);
  const count = Object.keys(packages).length;
  let answer;
  let unavailable;
  try {
    const response = await fetch(`${registry}/-/npm/v1/security/advisories/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(packages),
      signal: AbortSignal.timeout(20_000),
    });
    if (response.ok) answer = await response.json();
    else unavailable = `${registry} answered ${response.status} to the advisory endpoint`;
  } catch (error) {
    unavailable = `${registry} could not be reached (${error.cause?.code ?? error.name})`;
  }

  const report = { shippedPackages: count, registry, unavailable: unavailable ?? null, blocking: [] };
  if (answer) {
    report.blocking = blockingAdvisories(answer);
    const all = Object.values(answer).flat().length;
    console.log(
      `audit: ${count} shipped packages, ${all} advisories, ${report.blocking.length} high or critical`,
    );
    for (const a of report.blocking)
      console.log(`  ${a.severity.padEnd(8)} ${a.name} ${a.vulnerable_versions}: ${a.title} ${a.url}`);
  } else {
    console.log(`audit: NOT CHECKED - ${unavailable}; ${count} shipped packages were not audited`);
  }
  if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1], `${JSON.stringify(report, null, 2)}\n`);
  const failed = report.blocking.length > 0 || (unavailable && process.env.AUDIT_REQUIRED === '1');
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
