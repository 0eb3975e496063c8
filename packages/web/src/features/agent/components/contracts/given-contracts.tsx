import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { ContractTiers } from './contract-tiers';
import { useContractWords } from './use-contract-words';

type Contract = Schemas['Contract'];

const When = ({ value }: { value: string | null | undefined }) => (value ? <DateTime value={value} /> : '—');

/** The offers the agent gave, one row each: downline, rate and tiers, status, dates, why it ended; terminate the live ones. */
export function GivenContracts({
  type,
  status,
  contracts,
  busy,
  onTerminate,
}: {
  type: Schemas['ContractType'];
  status: Schemas['ContractStatus'] | null;
  contracts: readonly Contract[];
  busy: boolean;
  onTerminate: (contractId: string) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const words = useContractWords();
  if (contracts.length === 0) {
    const typeName = words.typeName(type);
    return (
      <EmptyState
        title={
          status
            ? t('panel.emptyStatus', { status: t(`status.${status}`), type: typeName })
            : t('panel.empty', { type: typeName })
        }
      />
    );
  }
  return (
    <div
      className="table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('panel.tableLabel', { type: words.typeName(type) })}
    >
      <table className="table contracts__table">
        <thead>
          <tr>
            <th scope="col">{t('column.downline')}</th>
            <th scope="col">{t('column.rate')}</th>
            <th scope="col">{t('column.status')}</th>
            <th scope="col">{t('column.created')}</th>
            <th scope="col">{t('column.responded')}</th>
            <th scope="col">{t('column.terminated')}</th>
            <th scope="col">{t('column.reason')}</th>
            <th scope="col">{t('column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.contractId}>
              <th scope="row">{contract.downlineAccount}</th>
              <td>
                <ContractTiers contract={contract} />
              </td>
              <td>
                <span className={`contracts__status contracts__status--${contract.status.toLowerCase()}`}>
                  {t(`status.${contract.status}`)}
                </span>
              </td>
              <td>
                <When value={contract.createdTime} />
              </td>
              <td>
                <When value={contract.respondedTime} />
              </td>
              <td>
                <When value={contract.terminatedTime} />
              </td>
              <td className="contracts__reason">{words.why(contract) ?? '—'}</td>
              <td>
                {contract.status === 'ACTIVE' || contract.status === 'PENDING' ? (
                  <button
                    type="button"
                    className="button button--small"
                    disabled={busy}
                    aria-label={t('terminate.buttonLabel', { account: contract.downlineAccount })}
                    onClick={() => onTerminate(contract.contractId)}
                  >
                    {t('terminate.button')}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
