import { useTranslation } from 'react-i18next';
import { QR_SIZE } from '@/config/constants';
import { useCopy } from '@/hooks/use-copy';
import { safeUrl } from '@/lib/safe-url';
import { QrCode } from '@/components/ui/qr-code';

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
        <dt>{t('referral.link')}</dt>
        <dd>
          <a href={url} target="_blank" rel="noopener noreferrer" className="referral-link__url">
            {url}
          </a>{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => void copy(t('referral.link'), url)}
          >
            {t('referral.copy', { what: t('referral.link') })}
          </button>
        </dd>
        {code ? (
          <>
            <dt>{t('referral.code')}</dt>
            <dd>
              <code>{code}</code>{' '}
              <button
                type="button"
                className="button button--small"
                onClick={() => void copy(t('referral.code'), code)}
              >
                {t('referral.copy', { what: t('referral.code') })}
              </button>
            </dd>
          </>
        ) : null}
      </dl>
      <p className="referral-link__status" role="status">
        {copied ? t('referral.copied', { what: copied }) : failed ? t('referral.copyFailed') : ''}
      </p>
    </div>
  );
}
