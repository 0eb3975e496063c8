import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import {
  ACTIVITY_IMAGE_MAX_MB,
  ACTIVITY_MAX_IMAGES,
  FEEDBACK_WORDS,
  countWords,
  feedbackActors,
  feedbackMachine,
  isUploadError,
  type FeedbackQuestionType,
} from '@lobby/flows';
import { FieldError } from '@/components/form/field-error';
import { FormError } from '@/components/form/form-error';
import { ImagePicker } from '@/components/form/image-picker';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';

const TYPES: readonly FeedbackQuestionType[] = [
  'DEPOSIT',
  'WITHDRAWAL',
  'GAME',
  'CUSTOMER_SERVICE',
  'APPLICATION',
  'OTHER',
];

/**
 * The feedback (contact or complaint) form bound to `feedbackMachine`: question type, content between
 * {0} and {1} words (the flow's rule and message), up to 3 images; sent once, kept on failure.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const { t: texts } = useTranslation('memberPromotions');
  const sdk = useSdk();
  const id = useId();
  const machine = useMemo(() => feedbackMachine.provide({ actors: feedbackActors(sdk) }), [sdk]);
  const [state, send] = useMachine(machine, {
    input: { minWords: FEEDBACK_WORDS.min, maxWords: FEEDBACK_WORDS.max },
  });
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const { fieldErrors, images, error } = state.context;
  const busy = state.matches('sending');
  const sent = state.matches('sent');
  useEffect(() => {
    if (sent) onSent();
  }, [sent, onSent]);
  // The flow checks on submit; its message stands until the text changes, not after the member fixed it.
  const [checked, setChecked] = useState<string | null>(null);
  const contentError = checked === content ? fieldMessage(t, fieldErrors['content']) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(content);
    send({ type: 'SUBMIT', values: { questionType, content } });
  };
  const failed = error !== null && !isUploadError(error);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('feedback.title')}>
      <div className="field">
        <label htmlFor={`${id}-type`} className="field__label">
          {t('feedback.type')}
        </label>
        <select
          id={`${id}-type`}
          className="input"
          value={questionType}
          onChange={(e) => setQuestionType(e.target.value as FeedbackQuestionType)}
          disabled={busy}
        >
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
        <textarea
          id={`${id}-content`}
          className="input"
          rows={6}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-words ${id}-content-error`}
          disabled={busy}
        />
        <p id={`${id}-words`} className="field__hint">
          {`${fieldMessage(t, { key: 'feedback_word_count', params: { 0: FEEDBACK_WORDS.min, 1: FEEDBACK_WORDS.max } })} · ${texts('feedback.wordCount', { count: countWords(content) })}`}
        </p>
        <FieldError id={`${id}-content-error`} error={contentError} />
      </div>
      <ImagePicker
        label={texts('images.label')}
        hint={texts('images.rule', { mb: ACTIVITY_IMAGE_MAX_MB, max: ACTIVITY_MAX_IMAGES })}
        files={images}
        onAdd={(files) => send({ type: 'ADD_IMAGES', files })}
        onRemove={(index) => send({ type: 'REMOVE_IMAGE', index })}
        removeLabel={(name) => texts('images.remove', { name })}
        disabled={busy}
      />
      <FormError error={error} />
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {failed ? texts('feedback.retry') : t('action.submit')}
      </button>
    </form>
  );
}
