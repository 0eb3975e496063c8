import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/components/login/login-form';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/hooks/use-modals';
import { Tabs } from '@/components/ui/tabs';
import { useLoginMachine } from '@/hooks/use-login-machine';
import { useSiteConfig } from '@/hooks/use-site-config';
import { FreePlayButton } from './free-play-button';
import { popupSocialAuth } from './popup-social-auth';
import { SocialSignIn } from './social-sign-in';
import { VerifyLoginStep } from './verify-login-step';
import '@/components/login/login.css';
import './auth.css';

/** The ways on from the login popup: forgot password, and registering instead (this popup closes). */
function AuthLinks({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { open } = useModals();
  return (
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
  );
}

/** The login popup, bound to the flows' login machine: username or SMS tab, social sign-in (the brand's providers), free play. */
export function LoginModal({ request, onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const auth = useMemo(() => popupSocialAuth(), []);
  const [state, send] = useLoginMachine('member', onClose, { providers: site.socialProviders, auth });

  const tabs = [
    { key: 'username' as const, label: t('auth.tabUsername') },
    ...(state.context.smsEnabled ? [{ key: 'sms' as const, label: t('auth.tabSms') }] : []),
  ];

  return (
    <Modal title={t('auth.login')} onClose={onClose}>
      {request.reason === 'sessionEnded' ? (
        <p className="notice" role="status">
          {request.endedBecause ? t(`auth.endedBecause.${request.endedBecause}`) : t('auth.sessionEnded')}
        </p>
      ) : null}
      {state.matches('verificationRequired') && state.context.credentials ? (
        <VerifyLoginStep
          credentials={state.context.credentials}
          maskedMobile={state.context.result?.maskedMobileNum ?? null}
          onDone={onClose}
        />
      ) : (
        <Tabs
          items={tabs}
          selected={state.context.loginType}
          onSelect={(loginType) => send({ type: 'SWITCH_TYPE', loginType })}
          label={t('auth.loginMethod')}
        >
          <LoginForm key={state.context.loginType} state={state} send={send} />
        </Tabs>
      )}
      <AuthLinks onClose={onClose} />
      {site.flags.has('FREEPLAY3') ? <FreePlayButton onDone={onClose} /> : null}
      {site.socialProviders.length > 0 ? (
        <SocialSignIn providers={site.socialProviders} state={state} send={send} />
      ) : null}
    </Modal>
  );
}
