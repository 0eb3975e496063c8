import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { TableHead } from '@/components/ui/table-head';
import { ContractTiers } from './contract-tiers';
import { useContractWords } from './use-contract-words';

type Contract = Schemas['Contract'];

const COLUMNS = ['downline', 'rate', 'status', 'created', 'responded', 'terminated', 'reason', 'actions'];

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
  const typeName = useContractWords().typeName(type);
  if (contracts.length === 0) {
    const title = status
      ? t('panel.emptyStatus', { status: t(`status.${status}`), type: typeName })
      : t('panel.empty', { type: typeName });
    return <EmptyState title={title} />;
  }
  return (
    <div
      className="table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('panel.tableLabel', { type: typeName })}
    >
      <table className="table contracts__table">
        <TableHead labels={COLUMNS.map((column) => t(`column.${column}`))} />
        <tbody>
          {contracts.map((contract) => (
            <GivenContractRow
              key={contract.contractId}
              contract={contract}
              busy={busy}
              onTerminate={onTerminate}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One offer given; a live one (pending or active) can be terminated. */
function GivenContractRow({
  contract,
  busy,
  onTerminate,
}: {
  contract: Contract;
  busy: boolean;
  onTerminate: (contractId: string) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const words = useContractWords();
  const live = contract.status === 'ACTIVE' || contract.status === 'PENDING';
  return (
    <tr>
      <th scope="row">{contract.downlineAccount}</th>
      <td>
        <ContractTiers contract={contract} />
      </td>
      <td>
        <span className={`contracts__status contracts__status--${contract.status.toLowerCase()}`}>
          {t(`status.${contract.status}`)}
        </span>
      </td>
      {[contract.createdTime, contract.respondedTime, contract.terminatedTime].map((time, index) => (
        <td key={index}>
          <When value={time} />
        </td>
      ))}
      <td className="contracts__reason">{words.why(contract) ?? '—'}</td>
      <td>
        {live ? (
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
  );
}
