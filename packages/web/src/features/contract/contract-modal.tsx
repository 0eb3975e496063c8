import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@lobby/sdk';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/components/modal/modal-stack';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLanguage } from '@/hooks/use-language';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { formatMoney } from '@/lib/format';
import { pendingContractsQuery } from './pending-contracts-query';
import './contract.css';

/** The contracts an upline offered: each with its tiers, to accept or reject. */
export function ContractModal({ onClose }: ModalComponentProps<'contract'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const session = useSession();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery(pendingContractsQuery(sdk, session.token, session.loggedIn));
  const answer = useMutation({
    mutationFn: ({ contractId, accept }: { contractId: string; accept: boolean }) =>
      (accept ? sdk.contracts.acceptContract({ contractId }) : sdk.contracts.rejectContract({ contractId })).then(() => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member', 'contracts'] }),
  });

  return (
    <Modal title={t('contract.title')} onClose={onClose} size="large">
      {isPending ? <Spinner /> : null}
      {error || answer.error ? (
        <p className="form-error" role="alert">
          {describeError(t, error ?? answer.error)}
        </p>
      ) : null}
      {data && data.length === 0 ? <EmptyState title={t('contract.empty')} /> : null}
      {data?.map((contract) => (
        <ContractCard key={contract.contractId} contract={contract} busy={answer.isPending} onAnswer={(accept) => answer.mutate({ contractId: contract.contractId, accept })} />
      ))}
    </Modal>
  );
}

function ContractCard({ contract, busy, onAnswer }: { contract: Schemas['Contract']; busy: boolean; onAnswer: (accept: boolean) => void }) {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMoney(value, code));
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
      <div className="contract__actions">
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer(false)}>
          {t('contract.reject')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => onAnswer(true)}>
          {t('contract.accept')}
        </button>
      </div>
    </article>
  );
}
