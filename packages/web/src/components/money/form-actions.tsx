import { useTranslation } from 'react-i18next';

/** Cancel and submit of a money form that is no move, both held while it is sent. */
export function FormActions({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}) {
  const { t: common } = useTranslation();
  return (
    <div className="money-actions">
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {common('action.cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
