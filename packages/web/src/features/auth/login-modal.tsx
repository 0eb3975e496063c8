import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/dialog-service';
import { Modal } from '@/components/modal/modal';
import { useModals, type ModalComponentProps } from '@/components/modal/modal-stack';
import { Tabs } from '@/components/ui/tabs';
import { useSiteConfig } from '@/hooks/use-site-config';
import { FreePlayButton } from './free-play-button';
import { SmsLoginForm } from './sms-login-form';
import { UsernameLoginForm } from './username-login-form';
import './auth.css';

const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;

/** The login popup: username or SMS tab (SMS when the brand enables it), social sign-in, free play. */
export function LoginModal({ onClose }: ModalComponentProps<'login'>) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const modals = useModals();
  const dialog = useDialog();
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const tabs = [
    { key: 'username' as const, label: t('auth.tabUsername') },
    ...(site.flags.has('MOBILEVERCODELOGIN3') ? [{ key: 'sms' as const, label: t('auth.tabSms') }] : []),
  ];

  return (
    <Modal title={t('auth.login')} onClose={onClose}>
      <Tabs items={tabs} selected={tab} onSelect={setTab} label={t('auth.loginMethod')}>
        {tab === 'sms' ? <SmsLoginForm /> : <UsernameLoginForm />}
      </Tabs>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={() => modals.open({ name: 'forgotPassword' })}>
          {t('auth.forgotPassword')}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onClose();
            modals.open({ name: 'register' });
          }}
        >
          {t('auth.noAccount')}
        </button>
      </div>
      {site.flags.has('FREEPLAY3') ? <FreePlayButton /> : null}
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
