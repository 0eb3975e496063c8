import { useTranslation } from 'react-i18next';
import type { ExclusionKind } from '@lobby/flows';

const KINDS: readonly ExclusionKind[] = ['TIME_OUT', 'SELF_EXCLUSION'];

/** Time-out or self-exclusion, each with what it means. */
export function ExclusionKindField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: ExclusionKind;
  onChange: (kind: ExclusionKind) => void;
}) {
  const { t } = useTranslation('memberSafer');
  return (
    <fieldset>
      <legend>{t('exclusion.kind')}</legend>
      {KINDS.map((each) => (
        <label key={each} className="safer__choice">
          <input
            type="radio"
            name={name}
            value={each}
            checked={value === each}
            onChange={() => onChange(each)}
          />
          <span>
            <strong>{t(`exclusion.${each}`)}</strong>
            <span className="safer__note">{t(`exclusion.${each}_help`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
