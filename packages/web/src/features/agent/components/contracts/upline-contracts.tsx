import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { contractRate, contractsActors, contractsMachine } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useSdk } from '@/lib/app-services';
import { ContractOfferDialog } from './contract-offer-dialog';
import { ContractStatusFilter, ContractsPager } from './contracts-controls';
import { GivenContracts } from './given-contracts';
import { TerminateContractDialog } from './terminate-contract-dialog';
import './contracts.css';

/** The contracts of one type the agent offered its direct agent downlines: list by status, offer, terminate. */
export function UplineContracts({ type }: { type: Schemas['ContractType'] }) {
  const { t } = useTranslation('agentContracts');
  const sdk = useSdk();
  const machine = useMemo(() => contractsMachine.provide({ actors: contractsActors(sdk) }), [sdk]);
  const [state, send] = useMachine(machine, { input: { type } });
  const [offering, setOffering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The reason typed survives a refused termination: the dialog closes, the next one opens with it.
  const [draft, setDraft] = useState({ contractId: '', reason: '' });
  const { book, status, pageNo, pageSize, error, contractId } = state.context;
  const own = book.mine.find((contract) => contract.status === 'ACTIVE');
  const maxRate = own ? contractRate(own) : null;
  const typeName = t(`common:contract.types.${type}`);
  const selected = book.given.find((contract) => contract.contractId === contractId) ?? null;
  const terminating = state.matches('confirmingTerminate') || state.matches('terminating');
  const pages = Math.max(1, Math.ceil(book.givenTotal / pageSize));

  // A termination went through when the machine leaves `terminating` for a reload.
  const was = useRef(state.value);
  useEffect(() => {
    if (was.current === 'terminating' && state.matches('loading') && selected)
      setNotice(t('terminate.done', { account: selected.downlineAccount }));
    was.current = state.value;
  }, [state, selected, t]);

  return (
    <section className="contracts" aria-labelledby={`contracts-${type}`}>
      <div className="contracts__head">
        <h3 id={`contracts-${type}`}>{t('panel.title', { type: typeName })}</h3>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOffering(true)}
          disabled={!state.matches('ready') && !state.matches('loading')}
        >
          {t('panel.offer')}
        </button>
      </div>
      <p className="money-hint">
        {maxRate === null
          ? t('panel.noOwnRate', { type: typeName })
          : t('panel.ownRate', { type: typeName, rate: maxRate })}{' '}
        {t('panel.timezone')}
      </p>
      <ContractStatusFilter
        id={`contracts-status-${type}`}
        status={status}
        onStatus={(next) => send({ type: 'FILTER', status: next })}
      />
      {notice ? (
        <p className="contracts__notice" role="status">
          {notice}
        </p>
      ) : null}
      {state.matches('ready') ? <FormError error={error} /> : null}
      {state.matches('ready') && error && book.given.length === 0 ? (
        <button type="button" className="button" onClick={() => send({ type: 'RELOAD' })}>
          {t('panel.retry')}
        </button>
      ) : null}
      {state.matches('loading') ? <Spinner /> : null}
      {!state.matches('loading') && !error ? (
        <GivenContracts
          type={type}
          status={status}
          contracts={book.given}
          busy={!state.matches('ready')}
          onTerminate={(id) => {
            setNotice(null);
            if (draft.contractId !== id) setDraft({ contractId: id, reason: '' });
            send({ type: 'TERMINATE', contractId: id });
          }}
        />
      ) : null}
      <ContractsPager
        pageNo={pageNo}
        pages={pages}
        disabled={!state.matches('ready')}
        onPage={(next) => send({ type: 'PAGE', pageNo: next })}
      />
      {terminating && selected ? (
        <TerminateContractDialog
          contract={selected}
          error={state.matches('confirmingTerminate') ? error : null}
          busy={state.matches('terminating')}
          reason={draft.reason}
          onReason={(reason) => setDraft({ contractId: selected.contractId, reason })}
          onConfirm={() => send({ type: 'CONFIRM', reason: draft.reason })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      ) : null}
      {offering ? (
        <ContractOfferDialog
          type={type}
          maxRate={maxRate}
          onClose={() => setOffering(false)}
          onOffered={(contract) => {
            setOffering(false);
            setNotice(t('offer.sent', { account: contract.downlineAccount }));
            send({ type: 'RELOAD' });
          }}
        />
      ) : null}
    </section>
  );
}
