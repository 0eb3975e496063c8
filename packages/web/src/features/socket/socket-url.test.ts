import { describe, expect, it } from 'vitest';
import { webSocketUrl } from './socket-url';

describe('webSocketUrl', () => {
  it('takes absolute ws: and wss: URLs', () => {
    expect(webSocketUrl('wss://events.example.com/member?x=1')).toBe('wss://events.example.com/member?x=1');
    expect(webSocketUrl('ws://127.0.0.1:4010/ws')).toBe('ws://127.0.0.1:4010/ws');
  });

  it.each([
    'ws://',
    'wss://exa mple.com',
    'https://example.com/ws',
    'javascript:alert(1)',
    '/ws',
    'wss://example.com/#frag',
    '',
    null,
    undefined,
  ])('refuses %s, which `new WebSocket` would throw on or should not open', (value) => {
    expect(webSocketUrl(value)).toBeNull();
  });
});
