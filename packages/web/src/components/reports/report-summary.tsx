import { useTranslation } from 'react-i18next';
import type { DateRange } from '@lobby/flows';

/** The totals of every row matching the filters over the range, as the server sums them (never one page's). */
export function ReportSummary({
  range,
  items,
}: {
  range: DateRange;
  items: readonly { label: string; value: string; tone?: 'in' | 'out' }[];
}) {
  const { t } = useTranslation('agentReports');
  return (
    <section className="report-summary" aria-label={t('frame.totals', { ...range })}>
      <h3 className="report-summary__title">{t('frame.totals', { ...range })}</h3>
      <dl className="report-summary__grid">
        {items.map((item) => (
          <div key={item.label} className="report-summary__item">
            <dt>{item.label}</dt>
            <dd className={item.tone ? `amount--${item.tone}` : undefined}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
