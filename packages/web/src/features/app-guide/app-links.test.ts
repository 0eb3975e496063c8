import { describe, expect, it } from 'vitest';
import { appLinks } from './app-links';

describe('appLinks', () => {
  it('is empty when the brand configures no app (the guide is hidden)', () => {
    expect(appLinks({ LOGO: 'https://cdn.test/logo.svg' })).toEqual([]);
  });

  it('gives each configured platform its link and uploaded QR image', () => {
    expect(appLinks({ APP_IOS: 'https://apps.example/ios', QR_ANDROID: '/images/qr-android.svg' })).toEqual([
      { platform: 'ios', url: 'https://apps.example/ios', qrImage: null },
      { platform: 'android', url: null, qrImage: '/images/qr-android.svg' },
    ]);
  });

  it('drops unsafe URLs: a platform with only a javascript: link is not offered', () => {
    expect(
      appLinks({
        APP_IOS: 'javascript:alert(1)',
        APP_ANDROID: '//evil.test/app.apk',
        QR_ANDROID: 'data:image/svg+xml,x',
      }),
    ).toEqual([]);
  });
});
