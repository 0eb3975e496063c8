import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import {
  CONTRACT_TYPES,
  RECORD_PAGE_SIZE_MAX,
  contractRate,
  contractsActors,
  contractsMachine,
  enabledContractTypes,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { formatMoney } from '@/lib/format';
import { sharedKeys } from '@/lib/query-keys';
import { pendingContractsQuery } from '@/hooks/pending-contracts-query';
import { FormError } from '@/components/form/form-error';
import { useContractTexts } from './use-contract-texts';
import './contract.css';

type ContractType = Schemas['ContractType'];
type Contract = Schemas['Contract'];

/** The contracts an upline offered, one tab per type: accept or reject an offer, terminate an active contract. */
export function ContractModal({ onClose }: ModalComponentProps<'contract'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const session = useSession();
  const queryClient = useQueryClient();
  const texts = useContractTexts();
  // The prompt already fetched the pending offers: open on the first type that has one.
  const pending = queryClient.getQueryData(pendingContractsQuery(sdk, session.sessionKey, true).queryKey);
  // The types the member's features turn on, and any type an upline still waits on an answer for.
  const types = CONTRACT_TYPES.filter(
    (key) =>
      enabledContractTypes(session.member).includes(key) || pending?.some((offer) => offer.type === key),
  );
  const [type, setType] = useState<ContractType>(() => pending?.[0]?.type ?? types[0] ?? 'DIVIDEND');
  const tabs = types.map((key) => ({ key, label: t(`contract.types.${key}`) }));
  return (
    <Modal title={t('contract.title')} onClose={onClose} size="large">
      {texts.data ? (
        <Tabs items={tabs} selected={type} onSelect={setType} label={t('contract.typesLabel')}>
          <ContractBook key={type} type={type} />
        </Tabs>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

/** One type's contracts, bound to the flows' contracts machine. */
function ContractBook({ type }: { type: ContractType }) {
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

/** "Accepting terminates these contracts of yours": each as downline, type and rate. */
function ContractList({
  title,
  contracts,
  more,
}: {
  title: string;
  contracts: readonly Contract[];
  more: number;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <>
      <p>{title}</p>
      <ul className="contract__affected">
        {contracts.map((contract) => (
          <li key={contract.contractId}>
            {t('accept.item', {
              account: contract.downlineAccount,
              type: t(`common:contract.types.${contract.type}`),
              rate: contractRate(contract),
            })}
          </li>
        ))}
        {more > 0 ? <li>{t('accept.more', { count: more })}</li> : null}
      </ul>
    </>
  );
}

function ContractCard({ contract, children }: { contract: Schemas['Contract']; children: ReactNode }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatMoney(value, code);
  return (
    <article className="contract">
      <h3>
        {t(`contract.types.${contract.type}`)} · {t('contract.from', { upline: contract.uplineAccount })}
      </h3>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('contract.rate')}</th>
              <th scope="col">{t('contract.activeMember')}</th>
              <th scope="col">{t('contract.periodValidBet')}</th>
              <th scope="col">{t('contract.periodProfitLoss')}</th>
              <th scope="col">{t('contract.betAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.rules.map((rule, index) => (
              <tr key={index}>
                <td>{rule.rate}%</td>
                <td>{rule.activeMember ?? '—'}</td>
                <td>{money(rule.periodValidBet)}</td>
                <td>{money(rule.periodProfitLoss)}</td>
                <td>{money(rule.dailyBetAmount ?? rule.hourlyBetAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="contract__actions">{children}</div>
    </article>
  );
}
