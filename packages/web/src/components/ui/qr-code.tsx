import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { lazyPage } from '@/lib/lazy-with-timeout';

// The generator is loaded with the first code to draw, not with the start-up bundle.
const QRCodeSVG = lazyPage(() => import('qrcode.react'), 'QRCodeSVG');

/** The most bytes one QR code holds (version 40, level L, byte mode): the generator throws beyond it. */
export const QR_MAX_BYTES = 2953;

const fits = (value: string): boolean => new TextEncoder().encode(value).length <= QR_MAX_BYTES;

/**
 * A link as a QR code. Nothing for a link too long for a code (the generator throws on one, and an over-long app
 * link in the configuration would blank the site), nor when the generator's chunk fails: the link beside it still
 * works.
 */
export function QrCode({
  value,
  size,
  title,
  placeholderClass,
}: {
  value: string;
  size: number;
  title: string;
  placeholderClass: string;
}) {
  if (!fits(value)) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={<span className={placeholderClass} />}>
        <QRCodeSVG value={value} size={size} marginSize={2} title={title} />
      </Suspense>
    </ErrorBoundary>
  );
}
