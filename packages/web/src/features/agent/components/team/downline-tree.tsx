import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineActions } from './downline-actions';
import { DownlineHead } from './downline-row';
import { LevelRows } from './level-rows';

/** The team as a tree under `parent` (the agent itself when null): a level at a time, expanded in place. */
export function DownlineTree({ parent, actions }: { parent: string | null; actions: DownlineActions }) {
  const { t } = useTranslation('agentTeam');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  // Stable, so the memoised rows of every open level skip re-rendering when one node opens.
  const toggle = useCallback(
    (account: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(account)) next.add(account);
        return next;
      }),
    [],
  );
  return (
    <div className="table-wrap team-table-wrap">
      <table className="table team-table">
        <caption className="visually-hidden">
          {parent ? t('tree.captionUnder', { account: parent }) : t('tree.caption')}
        </caption>
        <DownlineHead />
        <tbody>
          <LevelRows parent={parent} depth={0} expanded={expanded} onToggle={toggle} actions={actions} />
        </tbody>
      </table>
    </div>
  );
}
