import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { Spinner } from '@/components/ui/spinner';
import { ContractOfferDialog } from './contract-offer-dialog';
import { ContractStatusFilter, ContractsPager } from './contracts-controls';
import { GivenContracts } from './given-contracts';
import { TerminateContractDialog } from './terminate-contract-dialog';
import { useUplineContracts, type UplineContractsState } from './use-upline-contracts';
import './contracts.css';

type ContractType = Schemas['ContractType'];

/** The contracts of one type the agent offered its direct agent downlines: list by status, offer, terminate. */
export function UplineContracts({ type }: { type: ContractType }) {
  const { t } = useTranslation('agentContracts');
  const contracts = useUplineContracts(type);
  const { state, send, setNotice, selected, maxRate } = contracts;
  const [offering, setOffering] = useState(false);
  const terminating = state.matches('confirmingTerminate') || state.matches('terminating');
  return (
    <section className="contracts" aria-labelledby={`contracts-${type}`}>
      <ContractsHead
        type={type}
        maxRate={maxRate}
        canOffer={state.matches('ready') || state.matches('loading')}
        onOffer={() => setOffering(true)}
      />
      <GivenSection type={type} contracts={contracts} />
      {terminating && selected ? (
        <TerminateContractDialog
          contract={selected}
          error={state.matches('confirmingTerminate') ? state.context.error : null}
          busy={state.matches('terminating')}
          reason={contracts.reason}
          onReason={contracts.setReason}
          onConfirm={() => send({ type: 'CONFIRM', reason: contracts.reason })}
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

/** The panel's title, the offer button, and the agent's own rate for this type (the most it can offer). */
function ContractsHead({
  type,
  maxRate,
  canOffer,
  onOffer,
}: {
  type: ContractType;
  maxRate: number | null;
  canOffer: boolean;
  onOffer: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const typeName = t(`common:contract.types.${type}`);
  return (
    <>
      <div className="contracts__head">
        <h3 id={`contracts-${type}`}>{t('panel.title', { type: typeName })}</h3>
        <button type="button" className="button button--primary" onClick={onOffer} disabled={!canOffer}>
          {t('panel.offer')}
        </button>
      </div>
      <p className="money-hint">
        {maxRate === null
          ? t('panel.noOwnRate', { type: typeName })
          : t('panel.ownRate', { type: typeName, rate: maxRate })}{' '}
        {t('panel.timezone')}
      </p>
    </>
  );
}

/** The given contracts by status, a page at a time, with what went through or wrong above them. */
function GivenSection({
  type,
  contracts: { state, send, notice, pages, terminate },
}: {
  type: ContractType;
  contracts: UplineContractsState;
}) {
  const { t } = useTranslation('agentContracts');
  const { book, status, pageNo, error } = state.context;
  const ready = state.matches('ready');
  const loading = state.matches('loading');
  return (
    <>
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
      {ready ? <FormError error={error} /> : null}
      {ready && error && book.given.length === 0 ? (
        <button type="button" className="button" onClick={() => send({ type: 'RELOAD' })}>
          {t('panel.retry')}
        </button>
      ) : null}
      {loading ? <Spinner /> : null}
      {!loading && !error ? (
        <GivenContracts
          type={type}
          status={status}
          contracts={book.given}
          busy={!ready}
          onTerminate={terminate}
        />
      ) : null}
      <ContractsPager
        pageNo={pageNo}
        pages={pages}
        disabled={!ready}
        onPage={(next) => send({ type: 'PAGE', pageNo: next })}
      />
    </>
  );
}
