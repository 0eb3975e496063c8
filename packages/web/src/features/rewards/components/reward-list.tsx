import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardClaimable } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SelectFilter } from '@/components/reports/report-filters';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useRewardCenter } from '../api/list-reward-center';
import type { RewardClaimBinding } from '../hooks/use-reward-claim';
import { useRewardMoney } from '../hooks/use-reward-money';
import { RewardItem } from './reward-item';

type Filter = 'issued' | 'claimed' | 'all';
const FILTERS: readonly Filter[] = ['issued', 'all', 'claimed'];

/** The reward centre's rewards by status, a page at a time, each issued one with its Claim button. */
export function RewardList({ claim }: { claim: RewardClaimBinding }) {
  const { t } = useTranslation('memberRewards');
  const [filter, setFilter] = useState<Filter>('issued');
  const [pageNo, setPageNo] = useState(1);
  const selectId = useId();
  const list = useRewardCenter(filter === 'all' ? null : filter, pageNo);
  const choose = (next: Filter) => {
    setFilter(next);
    setPageNo(1);
  };
  return (
    <section className="reward-centre__part" aria-labelledby={`${selectId}-title`}>
      <div className="reward-centre__head">
        <h3 id={`${selectId}-title`}>{t('centre.rewards')}</h3>
        <SelectFilter
          inlineClass="reward-centre__filter"
          label={t('centre.filter')}
          value={filter}
          options={FILTERS.map((key) => ({ value: key, label: t(`centre.filters.${key}`) }))}
          onChange={(next) => choose(next || 'all')}
        />
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
                // While a claim is in flight or its outcome open, no other claim starts.
                busy={claim.locked}
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

/** One reward: where it came from, when it was issued and expires, its amount and status, and Claim while issued. */
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
  const meta = (
    <>
      {item.source ? <span>{t(`source.${item.source}`)}</span> : null}
      <span>
        {t('centre.issuedAt')} <DateTime value={item.createTime} />
      </span>
      {item.expireTime && rewardClaimable(item) ? (
        <span>
          {t('centre.expires')} <DateTime value={item.expireTime} />
        </span>
      ) : null}
    </>
  );
  const action = rewardClaimable(item) ? { label: t('centre.claim'), busy, onClick: onClaim } : null;
  return (
    <RewardItem
      title={item.title}
      meta={meta}
      amount={money(item.amount)}
      status={item.status}
      action={action}
    />
  );
}
