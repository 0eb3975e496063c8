import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/components/modal/modal-stack';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { describeError } from '@/lib/error-keys';
import { RegisterForm } from './register-form';
import './auth.css';

/** The register popup: username and mobile tabs, each shown only when the brand enables it. */
export function RegisterModal({ request, onClose }: ModalComponentProps<'register'>) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const site = useSiteConfig();
  const settings = useQuery({
    queryKey: ['system', 'register-settings'],
    queryFn: ({ signal }) => sdk.system.getRegisterSettings(undefined, { signal }),
    staleTime: Infinity,
  });
  const modes = settings.data?.modes;
  const tabs = [
    ...(modes?.usernameRegister !== false ? [{ key: 'username' as const, label: t('auth.tabUsername') }] : []),
    ...((modes?.mobileRegister ?? site.flags.has('MOBILENUMREG3')) ? [{ key: 'mobile' as const, label: t('register.tabMobile') }] : []),
  ];
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  const current = tabs.some((item) => item.key === tab) ? tab : (tabs[0]?.key ?? 'username');

  return (
    <Modal title={t('auth.register')} onClose={onClose}>
      {settings.isPending ? <Spinner /> : null}
      {settings.error ? (
        <p className="form-error" role="alert">
          {describeError(t, settings.error)}
        </p>
      ) : null}
      {settings.data ? (
        <Tabs items={tabs} selected={current} onSelect={setTab} label={t('register.method')}>
          <RegisterForm key={current} mode={current} settings={settings.data} referralCode={request.referralCode ?? ''} />
        </Tabs>
      ) : null}
    </Modal>
  );
}
