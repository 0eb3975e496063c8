import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { DateTime } from '@/components/ui/date-time';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { hrefs } from '@/config/paths';
import { ACTIVITY_PAGE_SIZE, useActivities } from '../api/list-activities';

/** The member's applications (`listActivities`) with their statuses, newest first, a page at a time. */
export function MyApplications({ format }: { format: (amount: number) => string }) {
  const { t } = useTranslation('memberPromotions');
  const [pageNo, setPageNo] = useState(1);
  const { data, error, isPending, refetch } = useActivities(pageNo);
  const pages = data ? Math.max(1, Math.ceil(data.total / ACTIVITY_PAGE_SIZE)) : 1;
  return (
    <section className="applications" aria-labelledby="my-applications">
      <h2 id="my-applications">{t('applications.title')}</h2>
      {isPending ? <Spinner /> : null}
      {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
      {data?.total === 0 ? <EmptyState title={t('applications.empty')} /> : null}
      {data && data.list.length > 0 ? (
        <ul className="applications__list">
          {data.list.map((activity) => (
            <li key={activity.id} className="application">
              <h3>{activity.title}</h3>
              <dl className="application__facts">
                <dt>{t('applications.status')}</dt>
                <dd className={`promotion__status promotion__status--${activity.status}`}>
                  {t(`status.${activity.status}`)}
                </dd>
                <dt>{t('applications.time')}</dt>
                <dd>
                  <DateTime value={activity.applyTime} />
                </dd>
                {activity.comment ? (
                  <>
                    <dt>{t('applications.comment')}</dt>
                    <dd>{activity.comment}</dd>
                  </>
                ) : null}
                {activity.rewardAmount ? (
                  <>
                    <dt>{t('applications.reward')}</dt>
                    <dd>{format(activity.rewardAmount)}</dd>
                  </>
                ) : null}
                {activity.remark ? (
                  <>
                    <dt>{t('applications.remark')}</dt>
                    <dd>{activity.remark}</dd>
                  </>
                ) : null}
              </dl>
              {/* An approved application's reward waits in the reward centre until the member claims it. */}
              {activity.status === 'issued' ? (
                <Link className="button button--small" to={hrefs.member('rewardCenter')}>
                  {t('applications.claim')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="applications__pages" aria-label={t('applications.pages')}>
          <button
            type="button"
            className="button button--small"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('applications.previous')}
          </button>
          <span>{t('applications.page', { page: pageNo, pages })}</span>
          <button
            type="button"
            className="button button--small"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('applications.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
