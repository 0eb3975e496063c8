import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AffiliateApplication } from '@lobby/flows';
import { DateTime } from '@/components/ui/date-time';
import { hrefs } from '@/config/paths';

/** The receipt: the reference to quote, the status, and what happens next. */
export function AffiliateReceipt({ application }: { application: AffiliateApplication }) {
  const { t } = useTranslation('memberAffiliate');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the receipt so a screen reader reads the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="page affiliate">
      <h1 className="page__title" tabIndex={-1} ref={heading}>
        {t('receipt.title')}
      </h1>
      <dl className="affiliate__receipt">
        <dt>{t('receipt.reference')}</dt>
        <dd>
          <strong data-testid="affiliate-reference">{application.reference}</strong>
        </dd>
        <dt>{t('receipt.status')}</dt>
        <dd>{t(`status.${application.status}`)}</dd>
        <dt>{t('receipt.submitted')}</dt>
        <dd>
          <DateTime value={application.submittedTime} />
        </dd>
      </dl>
      <h2 className="affiliate__heading">{t('receipt.next')}</h2>
      <ol className="affiliate__steps">
        <li>{t('receipt.review', { email: application.email })}</li>
        <li>{t('receipt.approved')}</li>
        <li>{t('receipt.quote')}</li>
      </ol>
      <Link className="button" to={hrefs.home()}>
        {t('receipt.home')}
      </Link>
    </div>
  );
}
