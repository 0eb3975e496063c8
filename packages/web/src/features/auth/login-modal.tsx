import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { loginActors, loginMachine } from '@lobby/flows';
import { useDialog } from '@/components/dialog/dialog-service';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/components/modal/modal-stack';
import { Tabs } from '@/components/ui/tabs';
import { WEAK_DEFAULT_PASSWORD } from '@/config/constants';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { browserCookies, deviceId } from '@/lib/browser-ports';
import { FreePlayButton } from './free-play-button';
import { LoginForm } from './login-form';
import { useFlowEvents } from './use-flow-events';
import { VerifyLoginStep } from './verify-login-step';
import './auth.css';

const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/** The login popup, bound to the flows' login machine: username or SMS tab, social sign-in, free play. */
export function LoginModal({ onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const site = useSiteConfig();
  const modals = useModals();
  const dialog = useDialog();
  const machine = useMemo(() => loginMachine.provide({ actors: loginActors(sdk, { cookies: browserCookies, deviceId }) }), [sdk]);
  const [state, send, actor] = useMachine(machine, { input: { flags: site.flagMap, firebaseSms: site.firebaseSms } });
  useFlowEvents(actor, onClose);
  const { open, close } = modals;
  const onChangePassword = useCallback(
    (oldPassword: string) => {
      close('login');
      open({ name: 'changePassword', forced: oldPassword === WEAK_DEFAULT_PASSWORD ? 'weak' : 'expired', oldPassword });
    },
    [open, close],
  );
  useEffect(() => {
    const subscription = actor.on('changePassword', (event) => onChangePassword(event.oldPassword));
    return () => subscription.unsubscribe();
  }, [actor, onChangePassword]);

  const tabs = [
    { key: 'username' as const, label: t('auth.tabUsername') },
    ...(state.context.smsEnabled ? [{ key: 'sms' as const, label: t('auth.tabSms') }] : []),
  ];

  return (
    <Modal title={t('auth.login')} onClose={onClose}>
      {state.matches('verificationRequired') && state.context.credentials ? (
        <VerifyLoginStep credentials={state.context.credentials} maskedMobile={state.context.result?.maskedMobileNum ?? null} onDone={onClose} />
      ) : (
        <Tabs items={tabs} selected={state.context.loginType} onSelect={(loginType) => send({ type: 'SWITCH_TYPE', loginType })} label={t('auth.loginMethod')}>
          <LoginForm key={state.context.loginType} state={state} send={send} />
        </Tabs>
      )}
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={() => open({ name: 'forgotPassword' })}>
          {t('auth.forgotPassword')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onClose();
            open({ name: 'register' });
          }}
        >
          {t('auth.noAccount')}
        </button>
      </div>
      {site.flags.has('FREEPLAY3') ? <FreePlayButton onDone={onClose} /> : null}
      <div className="auth-social">
        <p className="auth-social__title">{t('auth.socialTitle')}</p>
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button"
            onClick={() => void dialog.show({ title: t(`auth.social.${provider}`), message: t('auth.socialUnavailable'), icon: 'info' })}
          >
            {t(`auth.social.${provider}`)}
          </button>
        ))}
      </div>
    </Modal>
  );
}
