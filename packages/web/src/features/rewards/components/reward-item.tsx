import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row's button does: claim a reward or draw a raffle; none when there is nothing to take. */
export interface RewardAction {
  label: string;
  busy: boolean;
  onClick: () => void;
}

/** One row of the reward centre: its title and facts, then its amount, status and button (named by the title). */
export function RewardItem({
  title,
  meta,
  amount,
  status,
  action,
}: {
  title: string;
  meta: ReactNode;
  amount?: string;
  status: string;
  action: RewardAction | null;
}) {
  const { t } = useTranslation('memberRewards');
  const titleId = useId();
  return (
    <li className="reward-centre__item">
      <div className="reward-centre__main">
        <p id={titleId} className="reward-centre__title">
          {title}
        </p>
        <p className="reward-centre__meta">{meta}</p>
      </div>
      <div className="reward-centre__side">
        {amount === undefined ? null : <p className="reward-centre__amount">{amount}</p>}
        <span className={`reward-status reward-status--${status}`}>{t(`status.${status}`)}</span>
        {action ? (
          <button
            type="button"
            className="button button--small button--primary"
            aria-describedby={titleId}
            disabled={action.busy}
            onClick={action.onClick}
          >
            {action.label}
          </button>
        ) : null}
      </div>
    </li>
  );
}
