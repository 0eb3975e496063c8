/** A form's send button: its label, or while the form is sent what it is doing, and off meanwhile. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A dialog form's send and cancel buttons; cancel is off while the form is sent unless `cancelWhileBusy`. */
export function DialogActions({
  busy,
  label,
  busyLabel,
  cancel,
  onCancel,
  cancelWhileBusy = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  cancel: string;
  onCancel: () => void;
  cancelWhileBusy?: boolean;
}) {
  return (
    <div className="money-actions">
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
      <button type="button" className="button" disabled={busy && !cancelWhileBusy} onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}
