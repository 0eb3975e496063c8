import { describe, expect, it } from 'vitest';
import { takeTokenFromUrl } from './url-token';

describe('takeTokenFromUrl', () => {
  it('takes the token and removes it from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/member/securityCenter?token=abc123&tab=1#top');
    expect(takeTokenFromUrl()).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/member/securityCenter?tab=1#top',
    );
  });

  it('leaves an address without a token alone', () => {
    window.history.replaceState(null, '', '/?x=1');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
