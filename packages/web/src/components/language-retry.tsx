import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/config/languages';
import { changeLanguage, failedLanguage, watchFailedLanguage } from '@/lib/i18n';

/** When a language's files did not load (the site stays in the one it had): says so, with Try again. */
export function LanguageRetry() {
  const { t, i18n } = useTranslation();
  const code = useSyncExternalStore(watchFailedLanguage, () => failedLanguage(i18n));
  const [busy, setBusy] = useState(false);
  if (!code) return null;
  const retry = () => {
    setBusy(true);
    // A failure is reported by the store again; nothing more to do with it here.
    changeLanguage(i18n, code)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div className="empty-state" role="alert">
      <p className="empty-state__title">{t('boundary.language', { language: languages[code].label })}</p>
      <button type="button" className="button button--primary" onClick={retry} disabled={busy}>
        {t('action.retry')}
      </button>
    </div>
  );
}
