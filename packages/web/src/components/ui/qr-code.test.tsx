import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QR_MAX_BYTES, QrCode } from './qr-code';

const link = (bytes: number) => `https://app.example.com/download?ref=${'a'.repeat(bytes - 37)}`;

describe('QrCode', () => {
  it('draws a link up to the most a code holds', async () => {
    expect(link(QR_MAX_BYTES)).toHaveLength(QR_MAX_BYTES);
    render(<QrCode value={link(QR_MAX_BYTES)} size={120} title="Download for iOS" placeholderClass="qr" />);
    expect(await screen.findByTitle('Download for iOS', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('draws nothing, and throws nothing, for a link one byte too long (the generator throws on it)', async () => {
    const { container } = render(
      <>
        <QrCode value={link(QR_MAX_BYTES + 1)} size={120} title="Too long" placeholderClass="qr" />
        <p>Beside it</p>
      </>,
    );
    expect(screen.getByText('Beside it')).toBeTruthy();
    expect(container.querySelector('svg, .qr')).toBeNull();
  });
});
