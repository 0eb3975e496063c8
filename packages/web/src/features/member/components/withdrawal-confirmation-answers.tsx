import { useTranslation } from 'react-i18next';
import type { UploadFile } from '@lobby/flows';
import { ImagePicker } from '@/components/form/image-picker';
import { TextField } from '@/components/form/text-field';

/** "Partly received": the amount that arrived (kept by the card, so switching answers does not lose it). */
export function PartlyReceivedForm({
  value,
  onChange,
  busy,
  onSend,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation('money');
  return (
    <form
      className="money-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <TextField
        label={t('confirm.amountReceived')}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={busy}
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {t('confirm.sendPartly')}
      </button>
    </form>
  );
}

/** "Not received": the proof images (the flow refuses a wrong type, size or count) and the report. */
export function NotReceivedProof({
  proofs,
  busy,
  onAdd,
  onRemove,
  onSend,
}: {
  proofs: readonly Pick<UploadFile, 'name'>[];
  busy: boolean;
  onAdd: (files: UploadFile[]) => void;
  onRemove: (index: number) => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('money');
  return (
    <div className="money-form">
      <ImagePicker
        label={t('confirm.proof')}
        hint={t('confirm.proofRule')}
        files={proofs}
        onAdd={onAdd}
        onRemove={onRemove}
        removeLabel={(name) => t('confirm.removeProof', { name })}
        disabled={busy}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-busy={busy}
        onClick={onSend}
      >
        {t('confirm.sendNot')}
      </button>
    </div>
  );
}
