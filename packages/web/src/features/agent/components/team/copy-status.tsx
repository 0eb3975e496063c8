import { useTranslation } from 'react-i18next';

/** The live region that says what was just copied, or that the browser refused to copy. */
export function CopyStatus({ copied, failed }: { copied: string | null; failed: boolean }) {
  const { t } = useTranslation('agentTeam');
  return (
    <p className="team-copy-status" role="status">
      {copied ? t('copy.done', { what: copied }) : failed ? t('copy.failed') : ''}
    </p>
  );
}
