import { describe, expect, it } from 'vitest';
import { embedFrameSandbox } from './frame-sandbox';

const APP = 'https://www.lobby.example';

describe('embedFrameSandbox', () => {
  it("lets a vendor's own origin keep its storage", () => {
    expect(embedFrameSandbox('https://games.vendor.example/play?id=1', APP).split(' ')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
    ]);
  });

  it('never gives same-origin to a game served from our own origin (absolute or relative)', () => {
    expect(embedFrameSandbox(`${APP}/__sandbox/play/1`, APP)).not.toContain('allow-same-origin');
    expect(embedFrameSandbox('/__sandbox/play/1', APP)).not.toContain('allow-same-origin');
    expect(embedFrameSandbox('/__sandbox/play/1', APP)).toContain('allow-scripts');
  });
});
