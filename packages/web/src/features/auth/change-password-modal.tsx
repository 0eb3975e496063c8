import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { changePasswordActors, changePasswordMachine } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal/modal';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { useFormValues } from '@/hooks/use-form-values';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { NewPasswordFields } from './new-password-fields';
import '@/components/login/login.css';
import './auth.css';

/**
 * Change password on the flows' machine. Forced after a weak (123456) or expired password login:
 * the old password is then known and not asked again. Success reloads the member, closes, goes home.
 */
export function ChangePasswordModal({ request, onClose }: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const machine = useMemo(() => changePasswordMachine.provide({ actors: changePasswordActors(sdk) }), [sdk]);
  const [state, send, actor] = useMachine(machine, {
    input: request.oldPassword ? { knownOldPassword: request.oldPassword } : {},
  });
  useFlowEvents(actor, onClose);
  const known = request.oldPassword !== undefined;
  const { values, bind } = useFormValues({ oldPassword: '', newPassword: '', confirm: '' });
  const { error, fieldErrors } = state.context;
  const field = (key: keyof typeof values, errorKey: string = key) => ({
    ...bind(key),
    error: fieldMessage(t, fieldErrors[errorKey]),
  });
  const busy = !state.matches('editing');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { oldPassword, newPassword, confirm } = values;
    send({
      type: 'SUBMIT',
      values: { ...(known ? {} : { oldPassword }), newPassword, confirmNewPassword: confirm },
    });
  };

  return (
    <Modal title={t('auth.changePassword')} onClose={() => send({ type: 'CANCEL' })} size="small">
      {request.forced ? (
        <p className="notice" role="status">
          {t(request.forced === 'weak' ? 'auth.weakPasswordNotice' : 'auth.expiredPasswordNotice')}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormError error={error} />
        {known ? null : (
          <TextField
            label={t('auth.oldPassword')}
            type="password"
            autoComplete="current-password"
            {...field('oldPassword')}
            required
          />
        )}
        <NewPasswordFields
          label={t('auth.newPassword')}
          password={field('newPassword')}
          confirm={field('confirm', 'confirmNewPassword')}
        />
        <SubmitButton busy={busy}>{t('action.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
