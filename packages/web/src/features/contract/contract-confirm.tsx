import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { describeError } from '@/lib/error-keys';
import { ContractButton } from './contract-card';
import { ContractList } from './contract-list';

/**
 * Asks before an answer the machine warned about: accepting a lower rate ends the downline contracts
 * listed (`affected`), or what the warning says of a termination.
 */
export function ContractConfirm({
  lowerRate,
  warning,
  affected,
  onCancel,
  onConfirm,
}: {
  lowerRate: boolean;
  warning: unknown;
  affected: readonly Schemas['Contract'][];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="contract__confirm" role="alertdialog" aria-label={t('contract.confirmTitle')}>
      {lowerRate ? (
        <ContractList title={t('agentContracts:accept.warning')} contracts={affected} more={0} />
      ) : (
        <p>{describeError(t, warning)}</p>
      )}
      <div className="contract__actions">
        <ContractButton label={t('action.cancel')} onClick={onCancel} />
        <ContractButton label={t('action.confirm')} primary onClick={onConfirm} />
      </div>
    </div>
  );
}
