import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_GAME_TYPES, BET_STATUSES, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@lobby/flows';

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

/**
 * A choice among a few values; the empty value means all. Labelled above the choice, as a form's field, or with
 * `inlineClass` as a run of text beside it (a list's head, where the choice sits beside the list's title).
 */
export function SelectFilter<V extends string>({
  label,
  value,
  options,
  allLabel,
  inlineClass,
  onChange,
}: {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  allLabel?: string;
  inlineClass?: string;
  onChange: (value: V | '') => void;
}) {
  const select = (
    <select className="input" value={value} onChange={(e) => onChange(e.target.value as V | '')}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return inlineClass ? (
    <label className={inlineClass}>
      {label}
      {select}
    </label>
  ) : (
    <label className="field">
      <span className="field__label">{label}</span>
      {select}
    </label>
  );
}

/** A filter's value (nothing chosen: all) and what sets it. */
interface FilterProps<V> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

/**
 * A filter over one of the records' value lists (`@lobby/flows` record-filters), shared by the member's records
 * and the agent's reports; nothing chosen means all.
 */
export function ListFilter<V extends string>({
  label,
  values,
  text,
  value,
  onChange,
}: FilterProps<V> & { label: string; values: readonly V[]; text: (value: V) => string }) {
  const { t } = useTranslation('agentReports');
  return (
    <SelectFilter
      label={label}
      value={value ?? ''}
      allLabel={t('filters.all')}
      options={values.map((v) => ({ value: v, label: text(v) }))}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}

/** The game category of a bet (the member's betting record, the agent's team bets). */
export function GameTypeFilter(props: FilterProps<string>) {
  const { t } = useTranslation('agentReports');
  const text = (g: string) => t(`common:category.${g.toLowerCase()}`);
  return <ListFilter label={t('filters.gameType')} values={BET_GAME_TYPES} text={text} {...props} />;
}

/** A bet's settlement state. */
export function BetStatusFilter(props: FilterProps<(typeof BET_STATUSES)[number]>) {
  const { t } = useTranslation('agentReports');
  const text = (s: (typeof BET_STATUSES)[number]) => t(`betStatus.${s}`);
  return <ListFilter label={t('filters.status')} values={BET_STATUSES} text={text} {...props} />;
}

/** The kind of an account record (the member's transactions, the downlines' transactions). */
export function TransactionTypeFilter(props: FilterProps<(typeof TRANSACTION_TYPES)[number]>) {
  const { t } = useTranslation('agentReports');
  const text = (v: string) => t(`common:records.types.${v}`);
  return <ListFilter label={t('filters.type')} values={TRANSACTION_TYPES} text={text} {...props} />;
}

/** A transaction's state. */
export function TransactionStatusFilter(props: FilterProps<(typeof TRANSACTION_STATUSES)[number]>) {
  const { t } = useTranslation('agentReports');
  const text = (v: string) => t(`common:records.statuses.${v}`);
  return <ListFilter label={t('filters.status')} values={TRANSACTION_STATUSES} text={text} {...props} />;
}

/** The rows of one account (a downline's name), searched on Search; an empty search means every account. */
export function AccountFilter({ value, onChange }: FilterProps<string>) {
  const { t } = useTranslation('agentReports');
  return (
    <SearchFilter
      label={t('filters.account')}
      value={value ?? ''}
      onChange={(v) => onChange(v || undefined)}
    />
  );
}
