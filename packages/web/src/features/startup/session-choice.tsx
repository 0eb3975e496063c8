import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { useServices } from '@/lib/app-services';
import { pendingHandOver, settleHandOver } from '@/lib/handed-over-session';

/**
 * Asks which session to keep when a link handed over another session (`?token=`) while one was open in this
 * tab: the open one stays until the visitor picks the link's.
 */
export function SessionChoice() {
  const { t } = useTranslation();
  const { tokens } = useServices();
  const [asking, setAsking] = useState(() => pendingHandOver() !== null);
  if (!asking) return null;
  const choose = (choice: 'keep' | 'switch') => {
    settleHandOver(choice, tokens);
    setAsking(false);
  };
  return (
    <Modal
      title={t('handOver.title')}
      size="small"
      footer={
        <>
          <button type="button" className="button" onClick={() => choose('keep')}>
            {t('handOver.keep')}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose('switch')}>
            {t('handOver.switch')}
          </button>
        </>
      }
    >
      <p>{t('handOver.message')}</p>
    </Modal>
  );
}
