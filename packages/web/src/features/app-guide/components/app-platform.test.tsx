import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import memberPages from '@/i18n/locales/en/memberPages.json';
import { AppPlatform } from './app-platform';

async function renderPlatform(app: Parameters<typeof AppPlatform>[0]['app']) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'EN', resources: { EN: { memberPages } }, interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <AppPlatform app={app} />
    </I18nextProvider>,
  );
}

describe('AppPlatform', () => {
  it('draws the QR code of a configured link and offers its download button', async () => {
    await renderPlatform({ platform: 'android', url: 'https://apps.example/app.apk', qrImage: null });
    expect(await screen.findByTitle('QR code to download the Android app')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download for Android' }).getAttribute('href')).toBe(
      'https://apps.example/app.apk',
    );
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('download button');
  });

  it('shows an uploaded QR image with no made-up button, and a first step that only scans', async () => {
    await renderPlatform({ platform: 'ios', url: null, qrImage: '/images/qr-ios.svg' });
    expect(
      screen.getByRole('img', { name: 'QR code to download the iPhone (iOS) app' }).getAttribute('src'),
    ).toBe('/images/qr-ios.svg');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe(
      'Scan the code with the Camera app on your iPhone.',
    );
  });
});
