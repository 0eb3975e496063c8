import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/hooks/use-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/hooks/use-modals';
import { usePromotionTexts } from '@/hooks/use-promotion-texts';
import { useSession } from '@/hooks/use-session';
import { FeedbackForm } from './feedback-form';

/** The feedback popup (footer, contact): the form for a member, the login popup's way in for a visitor. */
export function FeedbackModal({ onClose }: ModalComponentProps<'feedback'>) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const modals = useModals();
  const session = useSession();
  const texts = usePromotionTexts();
  const onSent = useCallback(() => {
    onClose();
    void dialog.show({
      title: t('feedback.title'),
      message: t('feedback.sent'),
      icon: 'success',
      timeoutMs: 4000,
    });
  }, [dialog, onClose, t]);

  return (
    <Modal title={t('feedback.title')} onClose={onClose}>
      {!session.loggedIn ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('errors.not_logged_in')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => modals.open({ name: 'login' })}
          >
            {t('auth.login')}
          </button>
        </div>
      ) : texts.isSuccess ? (
        <FeedbackForm onSent={onSent} />
      ) : texts.error ? (
        <LoadError error={texts.error} onRetry={() => void texts.refetch()} />
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}
