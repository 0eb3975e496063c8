import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useRegisterSettings } from '../../api/get-register-settings';
import { AffiliateLinkCard } from './affiliate-link-card';
import { RegisterDownlineForm } from './register-downline-form';
import '@/components/money/money.css';
import './team.css';

/** `registerCenter`: register a direct downline (the public registration's rules), and the agent's own sign-up link. */
export function RegisterDownline() {
  const { t } = useTranslation('agentTeam');
  const settings = useRegisterSettings();
  return (
    <div className="team-register">
      <section aria-labelledby="register-downline-title" className="team-register__main">
        <h3 id="register-downline-title">{t('register.title')}</h3>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <RegisterDownlineForm settings={settings.data} />
        )}
      </section>
      <AffiliateLinkCard />
    </div>
  );
}
