import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/form/form-error';
import { ImagePicker } from '@/components/form/image-picker';
import { TextField } from '@/components/form/text-field';
import { fieldMessage } from '@/lib/error-keys';
import type { WithdrawalConfirmationAnswer } from '../hooks/use-withdrawal-confirmation';

/** "Partly received": the amount that arrived (kept by the card, so switching answers does not lose it). */
export function PartlyReceivedForm({ answer }: { answer: WithdrawalConfirmationAnswer }) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const { move, amountReceived } = answer;
  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        answer.send({ status: 'PARTLY_RECEIVED', amountReceived });
      }}
    >
      <TextField
        label={t('confirm.amountReceived')}
        inputMode="decimal"
        value={amountReceived}
        onChange={(event) => answer.setAmountReceived(event.target.value)}
        error={fieldMessage(common, move.state.context.fieldErrors['amountReceived'])}
        disabled={move.locked}
      />
      <button type="submit" className="button button--primary" disabled={move.locked} aria-busy={move.busy}>
        {t('confirm.sendPartly')}
      </button>
    </form>
  );
}

/** "Not received": the proof images (a wrong type, size or count is refused as picked) and the report. */
export function NotReceivedProof({ answer }: { answer: WithdrawalConfirmationAnswer }) {
  const { t } = useTranslation('money');
  const { move, proofs } = answer;
  return (
    <div className="money-form">
      <ImagePicker
        label={t('confirm.proof')}
        hint={t('confirm.proofRule')}
        files={proofs.proofs}
        onAdd={proofs.add}
        onRemove={proofs.remove}
        removeLabel={(name) => t('confirm.removeProof', { name })}
        disabled={move.locked}
      />
      <FormError error={proofs.error} />
      <button
        type="button"
        className="button button--primary"
        disabled={move.locked}
        aria-busy={move.busy}
        onClick={() => answer.send({ status: 'NOT_RECEIVED', proofs: proofs.proofs })}
      >
        {t('confirm.sendNot')}
      </button>
    </div>
  );
}
