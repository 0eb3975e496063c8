import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The search form: a labelled search field; Enter searches at once, typing after a pause. */
export function SearchBox({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <form
      role="search"
      className="game-search__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor={id}>{t('search.label')}</label>
      <input
        id={id}
        className="input"
        type="search"
        name="q"
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
