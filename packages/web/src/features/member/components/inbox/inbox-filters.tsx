import { useTranslation } from 'react-i18next';
import { ToggleButton } from '@/components/ui/toggle-button';
import type { InboxFilter } from '../../api/social-keys';

const FILTERS: readonly InboxFilter[] = ['all', 'unread'];

/** All messages or only the unread ones: two buttons, the chosen one pressed. */
export function InboxFilters({
  value,
  onChange,
}: {
  value: InboxFilter;
  onChange: (filter: InboxFilter) => void;
}) {
  const { t } = useTranslation('memberSocial');
  return (
    <div className="inbox__filters" role="group" aria-label={t('inbox.filter')}>
      {FILTERS.map((key) => (
        <ToggleButton key={key} pressed={value === key} onPress={() => onChange(key)}>
          {t(`inbox.filters.${key}`)}
        </ToggleButton>
      ))}
    </div>
  );
}
