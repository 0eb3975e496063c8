import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardClaimable } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useRewardCenter } from '../api/list-reward-center';
import type { RewardClaimBinding } from '../hooks/use-reward-claim';
import { useRewardMoney } from '../hooks/use-reward-money';

type Filter = 'issued' | 'claimed' | 'all';
const FILTERS: readonly Filter[] = ['issued', 'all', 'claimed'];

/** The reward centre's rewards by status, a page at a time, each issued one with its Claim button. */
export function RewardList({ claim }: { claim: RewardClaimBinding }) {
  const { t } = useTranslation('memberRewards');
  const [filter, setFilter] = useState<Filter>('issued');
  const [pageNo, setPageNo] = useState(1);
  const selectId = useId();
  const list = useRewardCenter(filter === 'all' ? null : filter, pageNo);
  // While a claim is in flight or its outcome open, no other claim starts.
  const busy = claim.locked;
  return (
    <section className="reward-centre__part" aria-labelledby={`${selectId}-title`}>
      <div className="reward-centre__head">
        <h3 id={`${selectId}-title`}>{t('centre.rewards')}</h3>
        <label htmlFor={selectId} className="reward-centre__filter">
          {t('centre.filter')}
          <select
            id={selectId}
            className="input"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as Filter);
              setPageNo(1);
            }}
          >
            {FILTERS.map((key) => (
              <option key={key} value={key}>
                {t(`centre.filters.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={t(`centre.empty.${filter}`)} />
      ) : (
        <>
          <ul className="reward-centre__list">
            {list.data.list.map((item) => (
              <RewardRow
                key={item.rewardId}
                item={item}
                busy={busy}
                onClaim={() => claim.submit({ kind: 'reward', id: item.rewardId })}
              />
            ))}
          </ul>
          <Pager
            pageNo={pageNo}
            pageSize={list.data.pageSize}
            total={list.data.total}
            label={t('centre.pages')}
            onPage={setPageNo}
          />
        </>
      )}
    </section>
  );
}

function RewardRow({
  item,
  busy,
  onClaim,
}: {
  item: Schemas['RewardCenterItem'];
  busy: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const titleId = useId();
  return (
    <li className="reward-centre__item">
      <div className="reward-centre__main">
        <p id={titleId} className="reward-centre__title">
          {item.title}
        </p>
        <p className="reward-centre__meta">
          {item.source ? <span>{t(`source.${item.source}`)}</span> : null}
          <span>
            {t('centre.issuedAt')} <DateTime value={item.createTime} />
          </span>
          {item.expireTime && rewardClaimable(item) ? (
            <span>
              {t('centre.expires')} <DateTime value={item.expireTime} />
            </span>
          ) : null}
        </p>
      </div>
      <div className="reward-centre__side">
        <p className="reward-centre__amount">{money(item.amount)}</p>
        <span className={`reward-status reward-status--${item.status}`}>{t(`status.${item.status}`)}</span>
        {rewardClaimable(item) ? (
          <button
            type="button"
            className="button button--small button--primary"
            aria-describedby={titleId}
            disabled={busy}
            onClick={onClaim}
          >
            {t('centre.claim')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
