import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/error-keys';

/** Why a form or a load failed, in the user's language, announced to screen readers; nothing without an error. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="form-error" role="alert">
      {describeError(t, error)}
    </p>
  );
}
