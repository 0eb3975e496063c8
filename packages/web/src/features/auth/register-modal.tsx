import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { registrationActors, registrationMachine } from '@lobby/flows';
import { Modal } from '@/components/modal/modal';
import type { ModalComponentProps } from '@/hooks/use-modals';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { usePhoneAuth } from '@/hooks/use-phone-auth';
import { useSiteConfig } from '@/hooks/use-site-config';
import { useSdk } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { RegisterForm } from './register-form';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { FormError } from '@/components/form/form-error';
import '@/components/login/login.css';
import './auth.css';

const today = (): string => new Date().toISOString().slice(0, 10);

/** The registration machine of this popup, given the brand's settings and the link's referral code. */
function useRegistrationMachine(referralCode: string | undefined, onClose: () => void) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const site = useSiteConfig();
  const phoneAuth = usePhoneAuth();
  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: registrationActors(sdk, {
          domain: window.location.hostname,
          registerUrl: window.location.href,
          deviceId,
          ...(phoneAuth ? { phoneAuth } : {}),
        }),
      }),
    [sdk, phoneAuth],
  );
  const [state, send, actor] = useMachine(machine, {
    input: {
      flags: site.flagMap,
      usernameRegister: site.usernameRegister,
      today: today(),
      termsName: t('register.terms'),
      firebaseSms: site.firebaseSms,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  useFlowEvents(actor, onClose);
  return [state, send] as const;
}

/** The register popup on the flows' registration machine: username and mobile tabs, each shown when enabled. */
export function RegisterModal({ request, onClose }: ModalComponentProps<'register'>) {
  const { t } = useTranslation();
  const [state, send] = useRegistrationMachine(request.referralCode, onClose);
  const { tabs, tab, settings, error } = state.context;
  const labels = { username: t('auth.tabUsername'), mobile: t('register.tabMobile') };

  return (
    <Modal title={t('auth.register')} onClose={onClose}>
      {state.matches('loadingSettings') ? <Spinner /> : null}
      {state.matches('settingsFailed') ? (
        <div>
          <FormError error={error} />
          <button type="button" className="button" onClick={() => send({ type: 'RETRY' })}>
            {t('action.retry')}
          </button>
        </div>
      ) : null}
      {settings && tab ? (
        <Tabs
          items={tabs.map((key) => ({ key, label: labels[key] }))}
          selected={tab}
          onSelect={(next) => send({ type: 'SELECT_TAB', tab: next })}
          label={t('register.method')}
        >
          <RegisterForm key={tab} state={state} send={send} referralCode={request.referralCode ?? ''} />
        </Tabs>
      ) : null}
    </Modal>
  );
}
