import { useTranslation } from 'react-i18next';
import { AFFILIATE_LIMITS } from '@lobby/flows';
import { TextAreaField } from '@/components/form/text-area-field';

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
  return (
    <TextAreaField
      label={t('fields.message')}
      rows={4}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={t('fields.messageCount', { count: value.trim().length, max: AFFILIATE_LIMITS.message.max })}
      error={error}
    />
  );
}
