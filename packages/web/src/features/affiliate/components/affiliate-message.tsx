import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AFFILIATE_LIMITS } from '@lobby/flows';
import { FieldError } from '@/components/form/field-error';

/** The optional message, with the characters used of the flows' bound (counted as sent: trimmed). */
export function AffiliateMessage({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('memberAffiliate');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-message`} className="field__label">
        {t('fields.message')}
      </label>
      <textarea
        id={`${id}-message`}
        className="input"
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-error`}
      />
      <p id={`${id}-count`} className="field__hint">
        {t('fields.messageCount', { count: value.trim().length, max: AFFILIATE_LIMITS.message.max })}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
