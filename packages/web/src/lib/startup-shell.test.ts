import { afterEach, describe, expect, it } from 'vitest';
import { showHomeShell } from './startup-shell';

describe('showHomeShell', () => {
  afterEach(() => document.body.replaceChildren());

  it("replaces index.html's loading screen with the home frame and its first banner, text kept as text", () => {
    document.body.innerHTML = '<div id="root"><main data-static-loading>Loading…</main></div>';
    const drawn = showHomeShell({
      src: 'https://cdn.example/banner.svg',
      alt: '<img src=x onerror=alert(1)>',
    });
    const image = document.querySelector<HTMLImageElement>(
      '#root [data-startup-shell] .banner--w_home img.banner__image',
    );
    expect(drawn).toBe(image);
    expect(image?.src).toBe('https://cdn.example/banner.svg');
    expect(image?.alt).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(document.querySelector('[data-static-loading]')).toBeNull();
  });

  it('leaves the page alone once the app has drawn (no loading screen left)', () => {
    document.body.innerHTML = '<div id="root"><div class="layout">app</div></div>';
    expect(showHomeShell({ src: 'https://cdn.example/banner.svg', alt: '' })).toBeNull();
    expect(document.querySelector('[data-startup-shell]')).toBeNull();
  });
});
