import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/form/field-error';

const TERMS = ['commission', 'promotion', 'selfReferral', 'review'] as const;

/** The affiliate terms, readable in place, and the box that accepts them. */
export function AffiliateTerms({
  accepted,
  onChange,
  error,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation('memberAffiliate');
  const id = useId();
  return (
    <div className="affiliate__terms">
      <details>
        <summary>{t('terms.read')}</summary>
        <ul>
          {TERMS.map((term) => (
            <li key={term}>{t(`terms.${term}`)}</li>
          ))}
        </ul>
      </details>
      <div className="field field--check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={accepted}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-terms-error`}
        />
        <label htmlFor={`${id}-terms`}>{t('terms.accept')}</label>
      </div>
      <FieldError id={`${id}-terms-error`} error={error} />
    </div>
  );
}
