import type { ReactNode } from 'react';
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

/** One line of a details list: what it is, the value as `children`, and the button that copies it. */
export function CopyRow({
  label,
  onCopy,
  children,
}: {
  label: string;
  onCopy: () => void;
  children: ReactNode;
}) {
  return (
    <div className="team-details__row">
      <dt>{label}</dt>
      <dd>
        {children}
        <CopyButton label={label} onCopy={onCopy} />
      </dd>
    </div>
  );
}
