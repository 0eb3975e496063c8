/** A field's error message under it; `id` is what the field's `aria-describedby` points at. Nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field__error">
      {error}
    </p>
  );
}
