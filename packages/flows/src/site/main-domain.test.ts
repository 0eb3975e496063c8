import { describe, expect, it } from 'vitest';
import { mainDomainOffer } from './main-domain.js';

describe('mainDomainOffer', () => {
  it('offers the main domain, keeping the page, to a visitor on another domain', () => {
    expect(mainDomainOffer('demo-lobby.example', { host: 'mirror.example', path: '/news?page=2' })).toBe(
      'https://demo-lobby.example/news?page=2',
    );
    expect(mainDomainOffer('http://127.0.0.1:4010', { host: 'localhost:4010', path: '/' })).toBe(
      'http://127.0.0.1:4010/',
    );
  });

  it('offers nothing on the main domain, its sub-domains, or without a usable one', () => {
    expect(mainDomainOffer('demo-lobby.example', { host: 'demo-lobby.example', path: '/' })).toBeNull();
    expect(mainDomainOffer('demo-lobby.example', { host: 'WWW.demo-lobby.example', path: '/' })).toBeNull();
    expect(mainDomainOffer('http://127.0.0.1:4010', { host: '127.0.0.1:4010', path: '/' })).toBeNull();
    // A look-alike that merely ends with the main host's letters is another domain.
    expect(mainDomainOffer('lobby.example', { host: 'evil-lobby.example', path: '/' })).toBe(
      'https://lobby.example/',
    );
    expect(mainDomainOffer('', { host: 'a.example', path: '/' })).toBeNull();
    expect(mainDomainOffer(null, { host: 'a.example', path: '/' })).toBeNull();
    expect(mainDomainOffer('javascript://x', { host: 'a.example', path: '/' })).toBeNull();
    expect(mainDomainOffer('http://[bad', { host: 'a.example', path: '/' })).toBeNull();
  });
});
