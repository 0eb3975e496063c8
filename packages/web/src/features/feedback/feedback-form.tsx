import { useEffect, useMemo, useState, type FormEvent } from 'react';
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
import { ChoiceField } from '@/components/form/choice-field';
import { FormError } from '@/components/form/form-error';
import { ImagePicker } from '@/components/form/image-picker';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
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
      <ChoiceField
        label={t('feedback.type')}
        value={questionType}
        options={TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        onChoose={(type) => setQuestionType(type as FeedbackQuestionType)}
        disabled={busy}
      />
      <TextAreaField
        label={t('feedback.content')}
        rows={6}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        hint={`${fieldMessage(t, { key: 'feedback_word_count', params: { 0: FEEDBACK_WORDS.min, 1: FEEDBACK_WORDS.max } })} · ${texts('feedback.wordCount', { count: countWords(content) })}`}
        error={contentError}
        disabled={busy}
      />
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
      <SubmitButton busy={busy} aria-busy={busy}>
        {failed ? texts('feedback.retry') : t('action.submit')}
      </SubmitButton>
    </form>
  );
}
