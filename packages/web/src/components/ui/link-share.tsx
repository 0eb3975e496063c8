import type { ReactNode } from 'react';
import { QR_SIZE } from '@/config/constants';
import { useCopy } from '@/hooks/use-copy';
import { safeUrl } from '@/lib/safe-url';
import { QrCode } from './qr-code';
import './link-share.css';

/** The texts a shared link needs, by key: the caller hands its namespace's `t` with the prefix of these keys. */
export type LinkShareKey = 'qr' | 'link' | 'code' | 'unsafe' | 'copy' | 'copied' | 'copyFailed';
export type LinkShareTexts = (key: LinkShareKey, values?: { what: string }) => string;

/** One entry of the list: its name, the value as shown, and the button that copies it. */
function CopyEntry({
  label,
  value,
  t,
  onCopy,
  children,
}: {
  label: string;
  value: string;
  t: LinkShareTexts;
  onCopy: (label: string, value: string) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {children}{' '}
        <button type="button" className="button button--small" onClick={() => void onCopy(label, value)}>
          {t('copy', { what: label })}
        </button>
      </dd>
    </>
  );
}

/**
 * A link for others to sign up through (the member's referral link, the agent's sign-up link): its QR code (120 px,
 * the spec's size outside the side menu), then the link and its code, each to copy, and a live region saying what was
 * copied. The server's link goes through safeUrl; one that is not safe is not shown.
 */
export function LinkShare({
  url: rawUrl,
  code,
  t,
}: {
  url: string | null | undefined;
  code: string | null;
  t: LinkShareTexts;
}) {
  const { copy, copied, failed } = useCopy();
  const url = safeUrl(rawUrl);
  if (!url) return <p role="alert">{t('unsafe')}</p>;
  return (
    <div className="link-share">
      <figure className="link-share__qr">
        <QrCode value={url} size={QR_SIZE} title={t('qr')} placeholderClass="link-share__qr-placeholder" />
      </figure>
      <dl className="link-share__list">
        <CopyEntry label={t('link')} value={url} t={t} onCopy={copy}>
          <a href={url} target="_blank" rel="noopener noreferrer" className="link-share__url">
            {url}
          </a>
        </CopyEntry>
        {code ? (
          <CopyEntry label={t('code')} value={code} t={t} onCopy={copy}>
            <code>{code}</code>
          </CopyEntry>
        ) : null}
      </dl>
      <p className="link-share__status" role="status">
        {copied ? t('copied', { what: copied }) : failed ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
