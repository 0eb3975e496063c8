import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enabledContractTypes } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSession } from '@/hooks/use-session';
import { lazyPage } from '@/lib/lazy-with-timeout';

// The contracts view is its own chunk: most visits to a wages section read the records only.
const UplineContracts = lazyPage(() => import('./upline-contracts'), 'UplineContracts');

type View = 'records' | 'contracts';

/** A wages or dividend section: its records, and the contracts of that type the agent offers (when contracts are on). */
export function ContractsSplit({ type, children }: { type: Schemas['ContractType']; children: ReactNode }) {
  const { t } = useTranslation('agentContracts');
  const { member } = useSession();
  const [view, setView] = useState<View>('records');
  if (!enabledContractTypes(member).includes(type)) return <>{children}</>;
  const items = [
    { key: 'records' as const, label: t('split.records') },
    { key: 'contracts' as const, label: t('split.contracts') },
  ];
  return (
    <Tabs
      items={items}
      selected={view}
      onSelect={setView}
      label={t('split.label', { type: t(`common:contract.types.${type}`) })}
    >
      {view === 'records' ? (
        children
      ) : (
        <Suspense fallback={<Spinner />}>
          <UplineContracts type={type} />
        </Suspense>
      )}
    </Tabs>
  );
}
