/** The events document, bundled, read by the AsyncAPI project's own parser: no error, and the messages the clients rely on. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser, DiagnosticSeverity } from '@asyncapi/parser';
import { describe, expect, it } from 'vitest';

const bundled = readFileSync(join(import.meta.dirname, '..', 'dist', 'lobby.asyncapi.json'), 'utf8');
const parser = new Parser();

const errorsOf = (diagnostics: Awaited<ReturnType<Parser['parse']>>['diagnostics']): string[] =>
  diagnostics
    .filter((d) => d.severity === DiagnosticSeverity.Error)
    .map((d) => `${d.path.join('.')}: ${d.message}`);

// The parser's first run loads its rulesets (seconds on a busy machine): one parse per document.
const PARSE_TIMEOUT_MS = 60_000;

describe('the events document', () => {
  it(
    'is a valid AsyncAPI 3 document with one channel and its client and server messages',
    async () => {
      const { document, diagnostics } = await parser.parse(bundled);
      expect(errorsOf(diagnostics)).toEqual([]);
      expect(document?.version()).toBe('3.0.0');
      const channels = document!.channels().all();
      expect(channels.map((c) => c.address())).toEqual(['/ws/events']);
      expect(
        channels[0]!
          .messages()
          .all()
          .map((m) => m.name())
          .sort(),
      ).toEqual(['auth', 'error', 'event', 'heartbeat', 'ping', 'pong', 'ready', 'resume', 'resync']);
    },
    PARSE_TIMEOUT_MS,
  );

  it("shares the HTTP spec's shapes: the schemas it names from there are the spec's own", () => {
    const events = JSON.parse(bundled) as { components: { schemas: Record<string, unknown> } };
    const http = JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'dist', 'lobby.openapi.json'), 'utf8'),
    ) as { components: { schemas: Record<string, unknown> } };
    const shared = Object.keys(events.components.schemas).filter((name) => name in http.components.schemas);
    expect(shared).toEqual(
      expect.arrayContaining(['ContractStatus', 'ContractType', 'WithdrawalConfirmationStatus']),
    );
    for (const name of shared) expect(events.components.schemas[name]).toEqual(http.components.schemas[name]);
  });

  it(
    'is refused by the parser when a message names a schema that does not exist',
    async () => {
      const broken = bundled.replace(
        '"#/components/schemas/ResumeMessage"',
        '"#/components/schemas/Nowhere"',
      );
      expect(broken).not.toBe(bundled);
      expect(errorsOf((await parser.parse(broken)).diagnostics).length).toBeGreaterThan(0);
    },
    PARSE_TIMEOUT_MS,
  );
});
