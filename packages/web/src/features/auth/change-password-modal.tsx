import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { changePasswordActors, changePasswordMachine } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { FormError } from '@/components/form/form-error';
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
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, fieldErrors } = state.context;
  const busy = !state.matches('editing');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
            value={oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
            error={fieldMessage(t, fieldErrors.oldPassword)}
            required
          />
        )}
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
          error={fieldMessage(t, fieldErrors.newPassword)}
          required
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fieldMessage(t, fieldErrors.confirmNewPassword)}
          required
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('action.submit')}
        </button>
      </form>
    </Modal>
  );
}
