import { memo, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Schemas } from '@lobby/sdk';
import { TableHead } from '@/components/ui/table-head';
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

const COLUMNS = [
  'account',
  'upline',
  'role',
  'balance',
  'rebateRate',
  'status',
  'lastLogin',
  'teamSize',
  'actions',
];

/** The table's column headers (shared by the tree and the search results; the upline in the results only). */
export function DownlineHead({ withUpline = false }: { withUpline?: boolean }) {
  const { t } = useTranslation('agentTeam');
  const columns = withUpline ? COLUMNS : COLUMNS.filter((column) => column !== 'upline');
  return <TableHead labels={columns.map((column) => t(`column.${column}`))} />;
}

/** A number the API may leave out, or a dash. */
const orDash = (value: number | null | undefined, show: (value: number) => string) =>
  value === null || value === undefined ? '—' : show(value);

interface RowProps {
  downline: Downline;
  depth?: number;
  /** Set in the tree: whether this row's downlines are shown below it. */
  expanded?: boolean;
  /** Set in the tree: shows or hides the downlines of the account given. */
  onToggle?: (account: string) => void;
  withUpline?: boolean;
  actions: DownlineActions;
  text: RowText;
}

/**
 * One downline: username (with the expand toggle in the tree), upline (in search results), role,
 * balance, rate, status, last login, team size; edit for direct downlines (the API's rule), transfer for all.
 * Memoised: opening one node of a level of hundreds re-renders that row, not its siblings.
 */
export const DownlineRow = memo(function DownlineRow({
  withUpline = false,
  actions,
  text,
  ...row
}: RowProps) {
  const { t, format } = text;
  const { downline } = row;
  return (
    <tr data-account={downline.account} data-level={downline.level}>
      <AccountCell {...row} t={t} />
      {withUpline ? <td>{downline.uplineAccount ?? '—'}</td> : null}
      <td>{t(`role.${downline.role}`)}</td>
      <td className="team-num" data-cell="balance">
        {orDash(downline.balance, format)}
      </td>
      <td className="team-num">{orDash(downline.rebateRate, (rate) => `${rate}%`)}</td>
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

/** The row's username (and nickname), after the toggle that opens its downlines in the tree. */
function AccountCell({
  downline,
  depth = 0,
  expanded,
  onToggle,
  t,
}: Pick<RowProps, 'downline' | 'depth' | 'expanded' | 'onToggle'> & { t: RowText['t'] }) {
  const { account } = downline;
  return (
    <th scope="row" className="team-cell-account" style={{ '--depth': depth } as CSSProperties}>
      {onToggle && (downline.directCount ?? 0) > 0 ? (
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
  );
}
