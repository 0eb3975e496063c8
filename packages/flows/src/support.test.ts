import { describe, expect, it } from 'vitest';
import { loginDeviceId } from './device-id.js';
import { toFlowError } from './errors.js';
import { resolveLanguage } from './language.js';
import { memberRole } from './member-role.js';
import { memoryStore } from './ports/storage.js';
import { flattenWhitelabel } from './whitelabel.js';

describe('support', () => {
  it('member types: 1, 2, 41, 42 agents; 4 trial; others players', () => {
    expect([1, 2, 41, 42].map(memberRole)).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(memberRole(4)).toBe('trial');
    expect([0, 3, 5, 40].map(memberRole)).toEqual(['player', 'player', 'player', 'player']);
  });
  it('language: supported stored language kept, unsupported falls back to EN', () => {
    expect(resolveLanguage('ty', ['EN', 'TY'])).toBe('TY');
    expect(resolveLanguage('JA', ['EN', 'TY'])).toBe('EN');
    expect(resolveLanguage(null, ['EN', 'TY'])).toBe('EN');
    expect(resolveLanguage('KO', [])).toBe('KO');
    expect(resolveLanguage('XX', undefined)).toBe('EN');
  });
  it('language: the brand’s default is the fallback when it names one', () => {
    expect(resolveLanguage('JA', ['EN', 'VI'], 'VI')).toBe('VI');
    expect(resolveLanguage(null, ['EN', 'VI'], 'VI')).toBe('VI');
    expect(resolveLanguage('en', ['EN', 'VI'], 'VI')).toBe('EN');
  });
  it('whitelabel nodes flatten to flags, nested ones included, malformed ones skipped', () => {
    const tree = [
      { modId: 'A', enabled: '1', childrenNodes: [{ modId: 'B', enabled: '0' }] },
      { enabled: '1' },
      null,
    ] as never;
    expect(flattenWhitelabel(tree)).toEqual({ A: true, B: false });
    expect(flattenWhitelabel(undefined)).toEqual({});
  });
  it('the login device id is created once and kept', () => {
    const store = memoryStore();
    const id = loginDeviceId(store);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loginDeviceId(store)).toBe(id);
  });
  it('errors map to keys; anything unknown is unknown_error', () => {
    expect(toFlowError({ kind: 'timeout', status: 0, message: '' }).key).toBe('page_timeout');
    expect(toFlowError({ kind: 'http', status: 500, message: '' })).toEqual({
      code: 'http',
      key: 'unknown_error',
      params: { status: 500 },
    });
    expect(toFlowError('boom').key).toBe('unknown_error');
  });
  it('a gateway that could not reach or wait for the backend (502, 504) is a network failure, not an unknown one', () => {
    for (const status of [502, 504])
      expect(toFlowError({ kind: 'http', status, message: 'Bad Gateway' })).toEqual({
        code: 'http',
        key: 'network_abnormal',
        params: { status },
      });
    expect(toFlowError({ kind: 'http', status: 503, message: '' }).key).toBe('unknown_error');
  });
});
