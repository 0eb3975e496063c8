import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DownlineSearchForm, DownlineSearchResults } from './downline-search';
import { DownlineTree } from './downline-tree';
import { TeamBreadcrumb } from './team-breadcrumb';
import type { DownlineActions } from './downline-actions';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-with-timeout';
import '@/components/money/money.css';
import './team.css';

// The dialogs (and the money machine the transfer runs) load when first opened: the tree draws without them.
const EditDownlineDialog = lazyPage(() => import('./edit-downline-dialog'), 'EditDownlineDialog');
const TransferDownlineDialog = lazyPage(() => import('./transfer-downline-dialog'), 'TransferDownlineDialog');

type Downline = Schemas['Downline'];
type Dialog = { kind: 'edit' | 'transfer'; downline: Downline } | null;

/**
 * `downlineManagmentView`: the team as a tree (a level at a time), drill down with a breadcrumb and
 * "back to upper level", a username search over the whole team, edit a direct downline, transfer to any.
 */
export function DownlineManagement() {
  const { t } = useTranslation('agentTeam');
  const [path, setPath] = useState<readonly string[]>([]);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const parent = path.at(-1) ?? null;
  const actions: DownlineActions = {
    onOpen: (downline) => {
      setSearch('');
      // From the search a downline opens on its own (its upline chain is not in the answer).
      setPath((current) => (search ? [downline.account] : [...current, downline.account]));
    },
    onEdit: (downline) => setDialog({ kind: 'edit', downline }),
    onTransfer: (downline) => setDialog({ kind: 'transfer', downline }),
  };
  return (
    <section className="team" aria-labelledby="team-title">
      <h3 id="team-title">{t('manage.title')}</h3>
      <DownlineSearchForm key={search} current={search} onSearch={setSearch} />
      <p className="team-saved" role="status">
        {saved ? t('edit.saved', { account: saved }) : ''}
      </p>
      {search ? (
        <DownlineSearchResults account={search} actions={actions} />
      ) : (
        <>
          <TeamBreadcrumb path={path} onGo={(depth) => setPath(path.slice(0, depth))} />
          <DownlineTree key={parent ?? ''} parent={parent} actions={actions} />
        </>
      )}
      <Suspense fallback={<Spinner />}>
        {dialog?.kind === 'edit' ? (
          <EditDownlineDialog
            downline={dialog.downline}
            onClose={() => setDialog(null)}
            onSaved={(downline) => {
              setDialog(null);
              setSaved(downline.account);
            }}
          />
        ) : null}
        {dialog?.kind === 'transfer' ? (
          <TransferDownlineDialog downline={dialog.downline} onClose={() => setDialog(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}
