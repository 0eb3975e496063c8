import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import {
  ACTIVITY_COMMENT_MAX,
  ACTIVITY_IMAGE_MAX_MB,
  ACTIVITY_MAX_IMAGES,
  activityApplicationActors,
  activityApplicationMachine,
  isUploadError,
} from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { ImagePicker } from '@/components/form/image-picker';
import { TextAreaField } from '@/components/form/text-area-field';
import { useSdk } from '@/lib/app-services';
import { refreshPromotions } from '../api/promotion-keys';

/**
 * The activity apply form, bound to `activityApplicationMachine`: a comment of up to 140 characters
 * and up to 3 png or jpg images of 5 MB, sent once; a failure keeps both for another try.
 */
export function ActivityApplyForm({
  promotionId,
  title,
  onClose,
}: {
  promotionId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('memberPromotions');
  const sdk = useSdk();
  const client = useQueryClient();
  const machine = useMemo(
    () => activityApplicationMachine.provide({ actors: activityApplicationActors(sdk) }),
    [sdk],
  );
  const [state, send] = useMachine(machine, { input: { promotionId } });
  const { comment, images, error } = state.context;
  const busy = state.matches('submitting');
  const applied = state.matches('applied');
  useEffect(() => {
    if (applied) void refreshPromotions(client);
  }, [applied, client]);
  if (applied) {
    return (
      <p className="promotion__note" role="status">
        {t('apply.sent', { title })}
      </p>
    );
  }
  const length = [...comment].length;
  // A server refusal came back: the same button sends the kept comment and images again.
  const failed = error !== null && !isUploadError(error) && error.key !== 'error_comment_length';
  return (
    <form
      className="apply-form"
      aria-label={t('apply.title', { title })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <TextAreaField
        label={t('apply.comment')}
        rows={3}
        value={comment}
        onChange={(event) => send({ type: 'SET_COMMENT', comment: event.target.value })}
        hint={t('apply.commentCount', { length, max: ACTIVITY_COMMENT_MAX })}
        hintIsError={length > ACTIVITY_COMMENT_MAX}
        disabled={busy}
      />
      <ImagePicker
        label={t('images.label')}
        hint={t('images.rule', { mb: ACTIVITY_IMAGE_MAX_MB, max: ACTIVITY_MAX_IMAGES })}
        files={images}
        onAdd={(files) => send({ type: 'ADD_IMAGES', files })}
        onRemove={(index) => send({ type: 'REMOVE_IMAGE', index })}
        removeLabel={(name) => t('images.remove', { name })}
        disabled={busy}
      />
      <FormError error={error} />
      <div className="apply-form__actions">
        <button type="button" className="button" onClick={onClose} disabled={busy}>
          {t('apply.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {failed ? t('apply.retry') : t('apply.submit')}
        </button>
      </div>
    </form>
  );
}
