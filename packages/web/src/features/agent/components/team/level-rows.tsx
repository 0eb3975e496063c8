import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDownlineLevel } from '../../api/list-downlines';
import type { DownlineActions } from './downline-actions';
import { DownlineRow, useRowText, type RowText } from './downline-row';
import { LoadFailed, ShowMoreRow } from './show-more-row';

/** Columns of the tree's table: a row that spans it. */
export const TREE_COLUMNS = 8;

interface LevelProps {
  parent: string | null;
  depth: number;
  expanded: ReadonlySet<string>;
  onToggle: (account: string) => void;
  actions: DownlineActions;
}

/**
 * One level of the team tree: `parent`'s direct downlines, 50 at a time, and below each expanded
 * row its own level. Only opened levels are asked for and drawn, so a team of thousands costs what is open.
 */
export function LevelRows(props: LevelProps) {
  const { parent, depth } = props;
  const { t } = useTranslation('agentTeam');
  const text = useRowText();
  const level = useDownlineLevel(parent);
  if (level.isPending) return <StatusRow depth={depth}>{t('tree.loading')}</StatusRow>;
  if (level.isError) {
    return (
      <StatusRow depth={depth} alert>
        <LoadFailed error={level.error} onRetry={() => void level.refetch()} />
      </StatusRow>
    );
  }
  const rows = level.data.pages.flatMap((page) => page.list);
  const total = level.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0)
    return (
      <StatusRow depth={depth}>
        {parent ? t('tree.emptyUnder', { account: parent }) : t('tree.empty')}
      </StatusRow>
    );
  return (
    <>
      {rows.map((downline) => (
        <Branch key={downline.memberId} {...props} downline={downline} text={text} />
      ))}
      <ShowMoreRow columns={TREE_COLUMNS} depth={depth} shown={rows.length} total={total} pages={level} />
    </>
  );
}

/** One downline of a level, and its own level under it while expanded. */
function Branch({ downline, text, ...level }: LevelProps & { downline: Schemas['Downline']; text: RowText }) {
  const open = level.expanded.has(downline.account);
  return (
    <>
      <DownlineRow
        downline={downline}
        depth={level.depth}
        expanded={open}
        onToggle={level.onToggle}
        actions={level.actions}
        text={text}
      />
      {open ? <LevelRows {...level} parent={downline.account} depth={level.depth + 1} /> : null}
    </>
  );
}

/** A row across the table saying how the level stands (loading, empty, failed). */
function StatusRow({
  depth,
  alert = false,
  children,
}: {
  depth: number;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <tr className="team-status-row">
      <td
        colSpan={TREE_COLUMNS}
        style={{ '--depth': depth + 1 } as CSSProperties}
        className="team-cell-account"
        role={alert ? 'alert' : undefined}
      >
        {children}
      </td>
    </tr>
  );
}
