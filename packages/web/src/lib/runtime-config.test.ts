import { describe, expect, it } from 'vitest';
import { RuntimeConfigError, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it("defaults to the page's own origin and lets the brand choose the languages", () => {
    const config = parseRuntimeConfig({ merchant: 'DEMO' });
    expect(config.apiBaseUrl).toBe(window.location.origin);
    expect(config.defaultLanguage).toBe('EN');
    expect(config.languages).toBeNull();
  });

  it('keeps a configured backend without its trailing slash and drops unknown languages', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.com/',
      merchant: 'B1',
      defaultLanguage: 'ty',
      languages: ['EN', 'xx', 'ar'],
    });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.languages).toEqual(['TY', 'EN', 'AR']);
  });

  it('refuses a configuration without a merchant or with a wrong type', () => {
    expect(() => parseRuntimeConfig({})).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ merchant: 'A', apiBaseUrl: 42 })).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
  });

  it("takes a deployment's request timeout, keeping the SDK's own when absent and refusing a non-positive one", () => {
    expect(parseRuntimeConfig({ merchant: 'A' }).requestTimeoutMs).toBeNull();
    expect(parseRuntimeConfig({ merchant: 'A', requestTimeoutMs: 4000 }).requestTimeoutMs).toBe(4000);
    expect(() => parseRuntimeConfig({ merchant: 'A', requestTimeoutMs: 0 })).toThrow(
      'requestTimeoutMs must be a positive number of ms',
    );
    expect(() => parseRuntimeConfig({ merchant: 'A', requestTimeoutMs: '4000' })).toThrow(RuntimeConfigError);
  });

  it("takes a deployment's retry count, keeping the SDK's own when absent and refusing a negative or broken one", () => {
    expect(parseRuntimeConfig({ merchant: 'A' }).requestRetries).toBeNull();
    expect(parseRuntimeConfig({ merchant: 'A', requestRetries: 0 }).requestRetries).toBe(0);
    expect(parseRuntimeConfig({ merchant: 'A', requestRetries: 3 }).requestRetries).toBe(3);
    for (const broken of [-1, 1.5, '2'])
      expect(() => parseRuntimeConfig({ merchant: 'A', requestRetries: broken })).toThrow(
        'requestRetries must be a whole number from 0',
      );
  });
});
