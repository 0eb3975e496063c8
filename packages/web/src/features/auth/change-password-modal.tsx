import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/components/modal/modal-stack';
import { hrefs } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import './auth.css';

/**
 * Change password. Forced after a weak (123456) or expired password login: the old password is
 * then known and not asked again. Success reloads the member, closes the modal and goes home.
 */
export function ChangePasswordModal({ request, onClose }: ModalComponentProps<'changePassword'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const known = request.oldPassword;
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((!known && !oldPassword.trim()) || !newPassword.trim() || !confirm.trim()) return setError(t('errors.required'));
    if (newPassword !== confirm) return setError(t('errors.inconsistent_twice'));
    setBusy(true);
    setError(null);
    try {
      await sdk.member.changePassword({ oldPassword: known ?? oldPassword.trim(), newPassword: newPassword.trim(), confirmNewPassword: confirm.trim() });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onClose();
      navigate(hrefs.home());
    } catch (failure) {
      setError(describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('auth.changePassword')} onClose={onClose} size="small">
      {request.forced ? (
        <p className="notice" role="status">
          {t(request.forced === 'weak' ? 'auth.weakPasswordNotice' : 'auth.expiredPasswordNotice')}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {known ? null : (
          <TextField label={t('auth.oldPassword')} type="password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} required />
        )}
        <TextField label={t('auth.newPassword')} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} required />
        <TextField label={t('auth.confirmPassword')} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} required />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('action.submit')}
        </button>
      </form>
    </Modal>
  );
}
