import { useId } from 'react';

/** A labelled choice that narrows a list of the reward centre (`id` when the section names itself after it). */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id?: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <label htmlFor={selectId} className="reward-centre__filter">
      {label}
      <select
        id={selectId}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
