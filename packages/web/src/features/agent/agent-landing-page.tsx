import { useCallback } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/language-select';
import { LoginForm } from '@/components/login/login-form';
import { hrefs } from '@/config/paths';
import { useLoginMachine } from '@/hooks/use-login-machine';
import { useSession } from '@/hooks/use-session';
import './agent.css';

/** `/agent`: the agent landing with the agent login (no site header), on the login machine's agent variant. */
export function AgentLandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  // The machine itself refuses non-agents (error_not_agent) and sends agents to /agentHome: nothing to close here.
  const onDone = useCallback(() => undefined, []);
  const [state, send] = useLoginMachine('agent', onDone);
  if (session.isAgent) return <Navigate to={hrefs.agentHome()} replace />;

  return (
    <main id="main" className="agent-landing">
      <div className="agent-landing__card">
        <h1>{t('agent.landingTitle')}</h1>
        <p className="agent-landing__lead">{t('agent.landingLead')}</p>
        <LoginForm state={state} send={send} submitLabel={t('agent.login')} />
        <div className="auth-form__links">
          <Link to={hrefs.home()}>{t('agent.backToSite')}</Link>
        </div>
        <LanguageSelect />
      </div>
    </main>
  );
}
