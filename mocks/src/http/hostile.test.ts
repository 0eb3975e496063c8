import { describe, expect, it } from 'vitest';
import { HOSTILE_MARKUP, HOSTILE_URL, hostileBody } from './hostile';

describe('the hostile backend', () => {
  it('puts markup into free text and javascript: into addresses, keeping the shape and everything else', () => {
    const body = {
      success: true,
      message: 'OK',
      value: {
        title: 'Welcome',
        gameName: 'Lucky 7',
        imageUrl: '/img/a.png',
        banners: [{ url: 'https://cdn/1.png', linkage: '/promotions', linkageType: 'ROUTE', sort: 1 }],
        status: 'join',
        amount: 10,
        startTime: '2026-11-26 00:00:00',
        customerServiceUrl: '',
      },
    };
    expect(hostileBody(body)).toEqual({
      success: true,
      message: 'OK',
      value: {
        title: `Welcome${HOSTILE_MARKUP}`,
        gameName: `Lucky 7${HOSTILE_MARKUP}`,
        imageUrl: HOSTILE_URL,
        banners: [{ url: HOSTILE_URL, linkage: HOSTILE_URL, linkageType: 'ROUTE', sort: 1 }],
        status: 'join',
        amount: 10,
        startTime: '2026-11-26 00:00:00',
        customerServiceUrl: '',
      },
    });
  });
});
