import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import { formatDateTime } from '@/lib/format';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { DownlineActionButtons, type DownlineActions } from './downline-actions';

type Downline = Schemas['Downline'];

/** What every row formats with, read once per level rather than by each of its (up to hundreds of) rows. */
export interface RowText {
  t: TFunction<'agentTeam'>;
  format: (amount: number) => string;
}

/** The rows' texts and money format, for a level or a result list to hand its rows. */
export function useRowText(): RowText {
  const { t } = useTranslation('agentTeam');
  const format = useMoneyFormat();
  // One object while the language and currency hold, so memoised rows skip re-rendering.
  return useMemo(() => ({ t, format }), [t, format]);
}

/** The table's column headers (shared by the tree and the search results). */
export function DownlineHead({ withUpline = false }: { withUpline?: boolean }) {
  const { t } = useTranslation('agentTeam');
  const columns = [
    'account',
    ...(withUpline ? ['upline'] : []),
    'role',
    'balance',
    'rebateRate',
    'status',
    'lastLogin',
    'teamSize',
    'actions',
  ];
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {t(`column.${column}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * One downline: username (with the expand toggle in the tree), upline (in search results), role,
 * balance, rate, status, last login, team size; edit for direct downlines (the API's rule), transfer for all.
 * Memoised: opening one node of a level of hundreds re-renders that row, not its siblings.
 */
export const DownlineRow = memo(function DownlineRow({
  downline,
  depth = 0,
  expanded,
  onToggle,
  withUpline = false,
  actions,
  text,
}: {
  downline: Downline;
  depth?: number;
  /** Set in the tree: whether this row's downlines are shown below it. */
  expanded?: boolean;
  /** Set in the tree: shows or hides the downlines of the account given. */
  onToggle?: (account: string) => void;
  withUpline?: boolean;
  actions: DownlineActions;
  text: RowText;
}) {
  const { t, format } = text;
  const { account } = downline;
  const branch = (downline.directCount ?? 0) > 0;
  const indent = { '--depth': depth } as CSSProperties;
  return (
    <tr data-account={account} data-level={downline.level}>
      <th scope="row" className="team-cell-account" style={indent}>
        {onToggle && branch ? (
          <button
            type="button"
            className="team-toggle"
            aria-expanded={expanded}
            aria-label={t('tree.toggle', { account, count: downline.directCount })}
            onClick={() => onToggle(account)}
          >
            <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
          </button>
        ) : onToggle ? (
          <span className="team-toggle team-toggle--leaf" aria-hidden="true" />
        ) : null}
        <span>{account}</span>
        {downline.nickname && downline.nickname !== account ? (
          <span className="team-nick"> ({downline.nickname})</span>
        ) : null}
      </th>
      {withUpline ? <td>{downline.uplineAccount ?? '—'}</td> : null}
      <td>{t(`role.${downline.role}`)}</td>
      <td className="team-num" data-cell="balance">
        {downline.balance === null || downline.balance === undefined ? '—' : format(downline.balance)}
      </td>
      <td className="team-num">
        {downline.rebateRate === null || downline.rebateRate === undefined ? '—' : `${downline.rebateRate}%`}
      </td>
      <td>
        <span className={`team-status team-status--${downline.status.toLowerCase()}`}>
          {t(`status.${downline.status}`)}
        </span>
      </td>
      <td className="team-when">
        {downline.lastLoginTime ? formatDateTime(downline.lastLoginTime) : t('never')}
      </td>
      <td className="team-num">{downline.teamSize ?? 0}</td>
      <td className="team-actions">
        <DownlineActionButtons downline={downline} actions={actions} t={t} />
      </td>
    </tr>
  );
});
