import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useDialog } from '@/components/dialog/dialog-service';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/components/modal/modal-stack';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';

const TYPES: readonly Schemas['FeedbackQuestionType'][] = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'];

/** The feedback form (logged in): question type and content. */
export function FeedbackModal({ onClose }: ModalComponentProps<'feedback'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const dialog = useDialog();
  const modals = useModals();
  const session = useSession();
  const id = useId();
  const [questionType, setQuestionType] = useState<Schemas['FeedbackQuestionType']>('DEPOSIT');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t('errors.required'));
    setBusy(true);
    setError(null);
    try {
      await sdk.content.sendFeedback({ questionType, content: content.trim() });
      onClose();
      await dialog.show({ title: t('feedback.title'), message: t('feedback.sent'), icon: 'success', timeoutMs: 4000 });
    } catch (failure) {
      setError(describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('feedback.title')} onClose={onClose}>
      {!session.loggedIn ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('errors.not_logged_in')}</p>
          <button type="button" className="button button--primary" onClick={() => modals.open({ name: 'login' })}>
            {t('auth.login')}
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="field">
            <label htmlFor={`${id}-type`} className="field__label">
              {t('feedback.type')}
            </label>
            <select id={`${id}-type`} className="input" value={questionType} onChange={(e) => setQuestionType(e.target.value as Schemas['FeedbackQuestionType'])}>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-content`} className="field__label">
              {t('feedback.content')}
            </label>
            <textarea id={`${id}-content`} className="input" rows={6} value={content} onChange={(e) => setContent(e.target.value)} required />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('action.submit')}
          </button>
        </form>
      )}
    </Modal>
  );
}
