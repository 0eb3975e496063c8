import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_SIZE } from '@/config/constants';
import { useCopy } from '@/hooks/use-copy';
import { safeUrl } from '@/lib/safe-url';
import { QrCode } from '@/components/ui/qr-code';

/** One entry of the list: its name, the value as shown, and the button that copies it. */
function CopyEntry({
  label,
  value,
  onCopy,
  children,
}: {
  label: string;
  value: string;
  onCopy: (label: string, value: string) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation('memberSocial');
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {children}{' '}
        <button type="button" className="button button--small" onClick={() => void onCopy(label, value)}>
          {t('referral.copy', { what: label })}
        </button>
      </dd>
    </>
  );
}

/** The member's referral link (through safeUrl), its QR code (120 px, the spec's size outside the side menu) and code. */
export function ReferralLink({ url: rawUrl, code }: { url: string | null; code: string | null }) {
  const { t } = useTranslation('memberSocial');
  const { copy, copied, failed } = useCopy();
  const url = safeUrl(rawUrl);
  if (!url) return <p role="alert">{t('referral.unsafe')}</p>;
  return (
    <div className="referral-link">
      <figure className="referral-link__qr">
        <QrCode
          value={url}
          size={QR_SIZE}
          title={t('referral.qr')}
          placeholderClass="referral-link__qr-placeholder"
        />
      </figure>
      <dl className="referral-link__list">
        <CopyEntry label={t('referral.link')} value={url} onCopy={copy}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="referral-link__url">
            {url}
          </a>
        </CopyEntry>
        {code ? (
          <CopyEntry label={t('referral.code')} value={code} onCopy={copy}>
            <code>{code}</code>
          </CopyEntry>
        ) : null}
      </dl>
      <p className="referral-link__status" role="status">
        {copied ? t('referral.copied', { what: copied }) : failed ? t('referral.copyFailed') : ''}
      </p>
    </div>
  );
}
