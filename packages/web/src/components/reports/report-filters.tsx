import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_GAME_TYPES, BET_STATUSES, TRANSACTION_TYPES } from '@lobby/flows';

/** A name search applied on Search (or Enter), so each keystroke is not a call. */
export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('agentReports');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft.trim());
  };
  return (
    <form className="report-search" role="search" onSubmit={submit}>
      <label className="field">
        <span className="field__label">{label}</span>
        <input className="input" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </label>
      <button type="submit" className="button button--small">
        {t('frame.search')}
      </button>
    </form>
  );
}

/** A choice among a few values; the empty value means all. */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  allLabel?: string;
  onChange: (value: V | '') => void;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A filter over one of the records' value lists (`@lobby/flows` record-filters), shared by the member's records
 * and the agent's reports; nothing chosen means all.
 */
interface FilterProps<V> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/** The game category of a bet (the member's betting record, the agent's team bets). */
export function GameTypeFilter({ value, onChange }: FilterProps<string>) {
  const { t } = useTranslation('agentReports');
  return (
    <SelectFilter
      label={t('filters.gameType')}
      value={value ?? ''}
      allLabel={t('filters.all')}
      options={BET_GAME_TYPES.map((g) => ({ value: g, label: t(`common:category.${g.toLowerCase()}`) }))}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}

/** A bet's settlement state. */
export function BetStatusFilter({ value, onChange }: FilterProps<(typeof BET_STATUSES)[number]>) {
  const { t } = useTranslation('agentReports');
  return (
    <SelectFilter
      label={t('filters.status')}
      value={value ?? ''}
      allLabel={t('filters.all')}
      options={BET_STATUSES.map((s) => ({ value: s, label: t(`betStatus.${s}`) }))}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}

/** The kind of an account record (the member's transactions, the downlines' transactions). */
export function TransactionTypeFilter({ value, onChange }: FilterProps<(typeof TRANSACTION_TYPES)[number]>) {
  const { t } = useTranslation('agentReports');
  return (
    <SelectFilter
      label={t('filters.type')}
      value={value ?? ''}
      allLabel={t('filters.all')}
      options={TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`common:records.types.${v}`) }))}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}
