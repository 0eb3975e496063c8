import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_REASON_MAX } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FieldError } from '@/components/form/field-error';
import { Modal } from '@/components/modal/modal';
import { fieldMessage } from '@/lib/error-keys';
import { ContractTiers } from './contract-tiers';
import { useContractWords } from './use-contract-words';

/** Asks before ending a contract (or withdrawing an offer), with an optional reason of at most 140 characters. */
export function TerminateContractDialog({
  contract,
  reason,
  error,
  busy,
  onReason,
  onConfirm,
  onCancel,
}: {
  contract: Schemas['Contract'];
  reason: string;
  error: { key: string; params?: Record<string, string | number> } | null;
  busy: boolean;
  onReason: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const { t: common } = useTranslation();
  const words = useContractWords();
  const id = useId();
  const problem = fieldMessage(common, error ?? undefined);
  return (
    <Modal
      title={t('terminate.title', { account: contract.downlineAccount })}
      onClose={busy ? undefined : onCancel}
      size="small"
    >
      <form
        className="contracts__dialog"
        noValidate
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <p>
          {words.typeName(contract.type)} · <ContractTiers contract={contract} />
        </p>
        <p>{contract.status === 'PENDING' ? t('terminate.pendingBody') : t('terminate.activeBody')}</p>
        <div className="field">
          <label htmlFor={id} className="field__label">
            {t('terminate.reason', { max: CONTRACT_REASON_MAX })}
          </label>
          <textarea
            id={id}
            className="input"
            rows={3}
            value={reason}
            maxLength={CONTRACT_REASON_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            disabled={busy}
            onChange={(event) => onReason(event.target.value)}
          />
          <FieldError id={`${id}-error`} error={problem} />
        </div>
        <div className="money-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('terminate.busy') : t('terminate.confirm')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={onCancel}>
            {t('terminate.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
