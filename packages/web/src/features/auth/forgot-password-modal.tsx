import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { forgotPasswordActors, forgotPasswordMachine, type ForgotMode } from '@lobby/flows';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/hooks/use-modals';
import { Tabs } from '@/components/ui/tabs';
import { useSdk } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { fieldMessage } from '@/lib/error-keys';
import { MobileNumberField, useCountryCodes } from '@/components/login/mobile-number-field';
import { SmsCodeButton } from '@/components/login/sms-code-button';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { FormError } from '@/components/form/form-error';
import '@/components/login/login.css';
import './auth.css';

/** Forgot password on the flows' machine: by email (a reset mail) or by mobile (SMS code, new password, logged in). */
export function ForgotPasswordModal({ onClose }: ModalComponentProps<'forgotPassword'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const { open } = useModals();
  const machine = useMemo(
    () => forgotPasswordMachine.provide({ actors: forgotPasswordActors(sdk, { deviceId }) }),
    [sdk],
  );
  const [state, send, actor] = useMachine(machine, { input: {} });
  useFlowEvents(actor, onClose);
  useEffect(() => {
    const subscription = actor.on('openLogin', () => open({ name: 'login' }));
    return () => subscription.unsubscribe();
  }, [actor, open]);
  const [values, setValues] = useState<Record<string, string>>({});
  const set = (key: string) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const { mode, error, fieldErrors } = state.context;
  const field = (key: string) => fieldMessage(t, fieldErrors[key]);
  const busy = !state.matches('editing') && !state.matches('emailSent');

  const phoneDigits =
    useCountryCodes().data?.find((country) => country.countryDialingCode === values.countryDialingCode)
      ?.mobileLength ?? undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values, ...(mode === 'phone' && phoneDigits ? { phoneDigits } : {}) });
  };

  return (
    <Modal title={t('auth.forgotPassword')} onClose={() => send({ type: 'CLOSE' })}>
      {state.matches('emailSent') ? (
        <div role="status">
          <p>{t('auth.emailSent')}</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => send({ type: 'CLOSE' })}
          >
            {t('action.close')}
          </button>
        </div>
      ) : (
        <Tabs
          items={[
            { key: 'email' as ForgotMode, label: t('auth.byEmail') },
            { key: 'phone' as ForgotMode, label: t('auth.byMobile') },
          ]}
          selected={mode}
          onSelect={(next) => send({ type: 'SELECT_MODE', mode: next })}
          label={t('auth.forgotPassword')}
        >
          <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
            <FormError error={error} />
            {mode === 'email' ? (
              <>
                <TextField
                  label={t('auth.username')}
                  autoComplete="username"
                  value={values.username ?? ''}
                  onChange={(e) => set('username')(e.target.value)}
                  error={field('username')}
                  required
                />
                <TextField
                  label={t('auth.email')}
                  type="email"
                  autoComplete="email"
                  value={values.email ?? ''}
                  onChange={(e) => set('email')(e.target.value)}
                  error={field('email')}
                  required
                />
              </>
            ) : (
              <>
                <MobileNumberField
                  dialingCode={values.countryDialingCode ?? ''}
                  onDialingCode={set('countryDialingCode')}
                  mobile={values.mobileNum ?? ''}
                  onMobile={set('mobileNum')}
                  error={field('mobileNum')}
                />
                <TextField
                  label={t('auth.smsCode')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={values.verificationCode ?? ''}
                  onChange={(e) => set('verificationCode')(e.target.value)}
                  error={field('verificationCode')}
                  addon={
                    <SmsCodeButton
                      channel="noLogin"
                      mobileNum={values.mobileNum ?? ''}
                      countryDialingCode={values.countryDialingCode ?? ''}
                    />
                  }
                  required
                />
                <TextField
                  label={t('auth.newPassword')}
                  type="password"
                  autoComplete="new-password"
                  value={values.newPassword ?? ''}
                  onChange={(e) => set('newPassword')(e.target.value)}
                  error={field('newPassword')}
                  required
                />
                <TextField
                  label={t('auth.confirmPassword')}
                  type="password"
                  autoComplete="new-password"
                  value={values.confirmPassword ?? ''}
                  onChange={(e) => set('confirmPassword')(e.target.value)}
                  error={field('confirmPassword')}
                  required
                />
              </>
            )}
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {t('action.submit')}
            </button>
          </form>
        </Tabs>
      )}
    </Modal>
  );
}
