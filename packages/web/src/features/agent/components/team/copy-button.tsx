import { useTranslation } from 'react-i18next';

/** A "Copy" button naming what it copies; the announcement of the copy is the caller's (one live region per panel). */
export function CopyButton({ label, onCopy }: { label: string; onCopy: () => void }) {
  const { t } = useTranslation('agentTeam');
  return (
    <button
      type="button"
      className="button button--small"
      onClick={onCopy}
      aria-label={t('copy.label', { what: label })}
    >
      {t('copy.button')}
    </button>
  );
}
