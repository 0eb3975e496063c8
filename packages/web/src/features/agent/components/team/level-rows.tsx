import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-keys';
import { useDownlineLevel } from '../../api/list-downlines';
import type { DownlineActions } from './downline-actions';
import { DownlineRow, useRowText } from './downline-row';
import { ShowMoreRow } from './show-more-row';

/** Columns of the tree's table: a row that spans it. */
export const TREE_COLUMNS = 8;

/**
 * One level of the team tree: `parent`'s direct downlines, 50 at a time, and below each expanded
 * row its own level. Only opened levels are asked for and drawn, so a team of thousands costs what is open.
 */
export function LevelRows({
  parent,
  depth,
  expanded,
  onToggle,
  actions,
}: {
  parent: string | null;
  depth: number;
  expanded: ReadonlySet<string>;
  onToggle: (account: string) => void;
  actions: DownlineActions;
}) {
  const { t } = useTranslation('agentTeam');
  const { t: common } = useTranslation();
  const text = useRowText();
  const level = useDownlineLevel(parent);
  if (level.isPending) return <StatusRow depth={depth} text={t('tree.loading')} />;
  if (level.isError) {
    return (
      <StatusRow depth={depth} text={describeError(common, level.error)} alert>
        <button type="button" className="button button--small" onClick={() => void level.refetch()}>
          {common('action.retry')}
        </button>
      </StatusRow>
    );
  }
  const rows = level.data.pages.flatMap((page) => page.list);
  const total = level.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0)
    return (
      <StatusRow depth={depth} text={parent ? t('tree.emptyUnder', { account: parent }) : t('tree.empty')} />
    );
  return (
    <>
      {rows.map((downline) => (
        <Fragment key={downline.memberId}>
          <DownlineRow
            downline={downline}
            depth={depth}
            expanded={expanded.has(downline.account)}
            onToggle={onToggle}
            actions={actions}
            text={text}
          />
          {expanded.has(downline.account) ? (
            <LevelRows
              parent={downline.account}
              depth={depth + 1}
              expanded={expanded}
              onToggle={onToggle}
              actions={actions}
            />
          ) : null}
        </Fragment>
      ))}
      {level.hasNextPage ? (
        <ShowMoreRow
          columns={TREE_COLUMNS}
          depth={depth}
          shown={rows.length}
          total={total}
          loading={level.isFetchingNextPage}
          failed={level.isFetchNextPageError}
          onMore={() => void level.fetchNextPage()}
        />
      ) : null}
    </>
  );
}

function StatusRow({
  depth,
  text,
  alert = false,
  children,
}: {
  depth: number;
  text: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <tr className="team-status-row">
      <td
        colSpan={TREE_COLUMNS}
        style={{ '--depth': depth + 1 } as CSSProperties}
        className="team-cell-account"
        role={alert ? 'alert' : undefined}
      >
        {text} {children}
      </td>
    </tr>
  );
}
