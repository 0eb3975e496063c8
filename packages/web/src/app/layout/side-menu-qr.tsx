import type { ReactNode } from 'react';
import { SIDE_MENU_QR_SIZE } from '@/config/constants';
import { QrCode } from '@/components/ui/qr-code';

/** One code of the side menu at its size (200 px; 120 elsewhere): a link drawn as a QR code, or an uploaded image of one. */
export function SideMenuQr({
  url,
  image,
  title,
  caption,
}: {
  url?: string;
  image?: string;
  title: string;
  caption: ReactNode;
}) {
  return (
    <figure className="side-menu__qr">
      {url ? (
        <QrCode
          value={url}
          size={SIDE_MENU_QR_SIZE}
          title={title}
          placeholderClass="side-menu__qr-placeholder"
        />
      ) : (
        <img src={image} alt={title} width={SIDE_MENU_QR_SIZE} height={SIDE_MENU_QR_SIZE} loading="lazy" />
      )}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
