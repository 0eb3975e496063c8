import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { RECORD_PAGE_SIZE_MAX, contractsActors, contractsMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { sharedKeys } from '@/lib/query-keys';
import { FormError } from '@/components/form/form-error';
import { ContractButton, ContractCard } from './contract-card';
import { ContractConfirm } from './contract-confirm';
import { EndedNotice } from './contract-list';

/** One type's contracts, bound to the flows' contracts machine. */
export function ContractBook({ type }: { type: Schemas['ContractType'] }) {
  const { t } = useTranslation();
  const [state, send] = useContractBook(type);
  const { book, error, warning, affected, terminated, ended } = state.context;
  const loading = state.matches('loading');
  const busy = !state.matches('ready');
  const active = book.mine.filter((contract) => contract.status === 'ACTIVE');
  const button = (label: string, event: 'REJECT' | 'ACCEPT' | 'TERMINATE', contractId: string) => (
    <ContractButton
      label={label}
      primary={event === 'ACCEPT'}
      disabled={busy}
      onClick={() => send({ type: event, contractId })}
    />
  );
  return (
    <div>
      {loading ? <Spinner /> : null}
      <FormError error={error} />
      <EndedNotice terminated={terminated.length} ended={ended} />
      {(state.matches('confirmingLowerRate') || state.matches('confirmingTerminate')) && warning ? (
        <ContractConfirm
          lowerRate={state.matches('confirmingLowerRate')}
          warning={warning}
          affected={affected}
          onCancel={() => send({ type: 'CANCEL' })}
          onConfirm={() => send({ type: 'CONFIRM' })}
        />
      ) : null}
      {!loading && book.pending.length === 0 && active.length === 0 ? (
        <EmptyState title={t('contract.empty')} />
      ) : null}
      {book.pending.map((contract) => (
        <ContractCard key={contract.contractId} contract={contract}>
          {button(t('contract.reject'), 'REJECT', contract.contractId)}
          {button(t('contract.accept'), 'ACCEPT', contract.contractId)}
        </ContractCard>
      ))}
      {active.length > 0 ? <h3 className="contract__heading">{t('contract.yourContracts')}</h3> : null}
      {active.map((contract) => (
        <ContractCard key={contract.contractId} contract={contract}>
          {button(t('contract.terminate'), 'TERMINATE', contract.contractId)}
        </ContractCard>
      ))}
    </div>
  );
}

/** The contracts machine on the member's active downline contracts, as many as one call gives. */
function useContractBook(type: Schemas['ContractType']) {
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const machine = useMemo(() => contractsMachine.provide({ actors: contractsActors(sdk) }), [sdk]);
  // My active downline contracts, as many as one call gives: the offers' `affected` are found among them.
  const [state, send] = useMachine(machine, {
    input: { type, status: 'ACTIVE', pageSize: RECORD_PAGE_SIZE_MAX },
  });
  const loading = state.matches('loading');
  useEffect(() => {
    // After an answer the machine reloads its book; the prompt's cached offers are stale then too.
    if (loading) void queryClient.invalidateQueries({ queryKey: sharedKeys.contracts() });
  }, [loading, queryClient]);
  return [state, send] as const;
}
