import { useTranslation } from 'react-i18next';
import { SLOT_FILTERS } from '@lobby/flows';

/** The slot filters: minimum bet 1 or more, 25 lines or more. */
export function SlotFilters({
  minBet,
  lines,
  onChange,
}: {
  minBet: boolean;
  lines: boolean;
  onChange: (next: { minBet: boolean; lines: boolean }) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="slot-filters">
      <legend className="visually-hidden">{t('list.filters')}</legend>
      <label className="chip chip--check">
        <input
          type="checkbox"
          checked={minBet}
          onChange={(event) => onChange({ minBet: event.target.checked, lines })}
        />
        {t('list.minBet', { value: SLOT_FILTERS.minBet })}
      </label>
      <label className="chip chip--check">
        <input
          type="checkbox"
          checked={lines}
          onChange={(event) => onChange({ minBet, lines: event.target.checked })}
        />
        {t('list.lines', { value: SLOT_FILTERS.lines })}
      </label>
    </fieldset>
  );
}
