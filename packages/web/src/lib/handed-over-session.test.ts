import { memoryTokenStore } from '@lobby/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { pendingHandOver, receiveHandOver, settleHandOver } from './handed-over-session';

afterEach(() => settleHandOver('keep', memoryTokenStore()));

describe('a session handed over in ?token=', () => {
  it('opens the session when none is open', () => {
    const tokens = memoryTokenStore();
    receiveHandOver('link-token', tokens);
    expect(tokens.get()).toBe('link-token');
    expect(pendingHandOver()).toBeNull();
  });

  it('never replaces an open session by itself: it waits for the choice', () => {
    const tokens = memoryTokenStore();
    tokens.set('mine');
    receiveHandOver('link-token', tokens);
    expect(tokens.get()).toBe('mine');
    expect(pendingHandOver()).toBe('link-token');
    settleHandOver('keep', tokens);
    expect(tokens.get()).toBe('mine');
    expect(pendingHandOver()).toBeNull();
  });

  it('switches only when the visitor chooses the link', () => {
    const tokens = memoryTokenStore();
    tokens.set('mine');
    receiveHandOver('link-token', tokens);
    settleHandOver('switch', tokens);
    expect(tokens.get()).toBe('link-token');
  });

  it('asks nothing for the session already open, or for no token', () => {
    const tokens = memoryTokenStore();
    tokens.set('mine');
    receiveHandOver('mine', tokens);
    receiveHandOver(null, tokens);
    expect(pendingHandOver()).toBeNull();
    expect(tokens.get()).toBe('mine');
  });
});
