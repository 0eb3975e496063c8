import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { RECORD_PAGE_SIZE_MAX, contractsActors, contractsMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { sharedKeys } from '@/lib/query-keys';
import { FormError } from '@/components/form/form-error';
import { ContractCard } from './contract-card';
import { ContractList } from './contract-list';

/** One type's contracts, bound to the flows' contracts machine. */
export function ContractBook({ type }: { type: Schemas['ContractType'] }) {
  const { t } = useTranslation();
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

  const { book, error, warning, affected, terminated, ended } = state.context;
  const busy = !state.matches('ready');
  const confirming = state.matches('confirmingLowerRate') || state.matches('confirmingTerminate');
  const active = book.mine.filter((contract) => contract.status === 'ACTIVE');

  return (
    <div>
      {loading ? <Spinner /> : null}
      <FormError error={error} />
      {terminated.length > 0 ? (
        <div className="contract__notice" role="status">
          <ContractList
            title={t('contract.downlinesTerminated', { count: terminated.length })}
            contracts={ended}
            more={terminated.length - ended.length}
          />
        </div>
      ) : null}
      {confirming && warning ? (
        <div className="contract__confirm" role="alertdialog" aria-label={t('contract.confirmTitle')}>
          {state.matches('confirmingLowerRate') ? (
            <ContractList title={t('agentContracts:accept.warning')} contracts={affected} more={0} />
          ) : (
            <p>{describeError(t, warning)}</p>
          )}
          <div className="contract__actions">
            <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
              {t('action.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => send({ type: 'CONFIRM' })}
            >
              {t('action.confirm')}
            </button>
          </div>
        </div>
      ) : null}
      {!loading && book.pending.length === 0 && active.length === 0 ? (
        <EmptyState title={t('contract.empty')} />
      ) : null}
      {book.pending.map((contract) => (
        <ContractCard key={contract.contractId} contract={contract}>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'REJECT', contractId: contract.contractId })}
          >
            {t('contract.reject')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => send({ type: 'ACCEPT', contractId: contract.contractId })}
          >
            {t('contract.accept')}
          </button>
        </ContractCard>
      ))}
      {active.length > 0 ? <h3 className="contract__heading">{t('contract.yourContracts')}</h3> : null}
      {active.map((contract) => (
        <ContractCard key={contract.contractId} contract={contract}>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => send({ type: 'TERMINATE', contractId: contract.contractId })}
          >
            {t('contract.terminate')}
          </button>
        </ContractCard>
      ))}
    </div>
  );
}
