import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
