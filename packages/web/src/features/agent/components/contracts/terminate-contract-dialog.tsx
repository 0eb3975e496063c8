import { useTranslation } from 'react-i18next';
import { CONTRACT_REASON_MAX } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { Field } from '@/components/form/field';
import { fieldMessage } from '@/lib/error-keys';
import { DialogActions } from '../form-actions';
import { ContractDialog } from './contract-dialog';
import { ContractTiers } from './contract-tiers';
import { useContractWords } from './use-contract-words';

interface TerminateProps {
  contract: Schemas['Contract'];
  reason: string;
  error: { key: string; params?: Record<string, string | number> } | null;
  busy: boolean;
  onReason: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before ending a contract (or withdrawing an offer), with an optional reason of at most 140 characters. */
export function TerminateContractDialog({
  contract,
  reason,
  error,
  busy,
  onReason,
  onConfirm,
  onCancel,
}: TerminateProps) {
  const { t } = useTranslation('agentContracts');
  const words = useContractWords();
  return (
    <ContractDialog
      title={t('terminate.title', { account: contract.downlineAccount })}
      size="small"
      busy={busy}
      onCancel={onCancel}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <p>
        {words.typeName(contract.type)} · <ContractTiers contract={contract} />
      </p>
      <p>{contract.status === 'PENDING' ? t('terminate.pendingBody') : t('terminate.activeBody')}</p>
      <ReasonField reason={reason} error={error} busy={busy} onReason={onReason} />
      <DialogActions
        busy={busy}
        label={t('terminate.confirm')}
        busyLabel={t('terminate.busy')}
        cancel={t('terminate.cancel')}
        onCancel={onCancel}
      />
    </ContractDialog>
  );
}

/** Why the agent ends it (optional), with the server's word on it after a refusal. */
function ReasonField({
  reason,
  error,
  busy,
  onReason,
}: Pick<TerminateProps, 'reason' | 'error' | 'busy' | 'onReason'>) {
  const { t } = useTranslation('agentContracts');
  const { t: common } = useTranslation();
  return (
    <Field
      label={t('terminate.reason', { max: CONTRACT_REASON_MAX })}
      error={fieldMessage(common, error ?? undefined)}
    >
      {(control) => (
        <textarea
          {...control}
          className="input"
          rows={3}
          value={reason}
          maxLength={CONTRACT_REASON_MAX}
          disabled={busy}
          onChange={(event) => onReason(event.target.value)}
        />
      )}
    </Field>
  );
}
