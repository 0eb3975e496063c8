import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, toLanguageCode } from '@/config/languages';
import { useLanguage } from '@/hooks/use-language';

/** The language select: the brand's supported languages, each labelled in its own language. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { code, supported, change } = useLanguage();
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {t('nav.language')}
      </label>
      <select
        id={id}
        className="input"
        value={code}
        onChange={(event) => {
          const next = toLanguageCode(event.target.value);
          if (next) void change(next);
        }}
      >
        {supported.map((item) => (
          <option key={item} value={item} lang={languages[item].locale}>
            {languages[item].label}
          </option>
        ))}
      </select>
    </div>
  );
}
