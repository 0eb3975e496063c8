import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { TextField } from '@/components/form/text-field';
import { LanguageSelect } from '@/components/language-select';
import { AGENT_MEMBER_TYPES } from '@/config/constants';
import { hrefs } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { memberInfoQuery, useSession } from '@/hooks/use-session';
import { useServices } from '@/lib/app-services';
import { deviceId } from '@/lib/browser-ports';
import { describeError } from '@/lib/error-keys';
import './agent.css';

/** `/agent`: the agent landing with the agent login (no site header). Non-agents are refused. */
export function AgentLandingPage() {
  const { t } = useTranslation();
  const { sdk, tokens } = useServices();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (session.isAgent) return <Navigate to={hrefs.agentHome()} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password.trim()) return setError(t('errors.required'));
    setBusy(true);
    setError(null);
    try {
      await sdk.session.login({ username: username.trim(), password: password.trim(), type: 'username', loginDeviceId: deviceId() });
      const member = await queryClient.fetchQuery(memberInfoQuery(sdk, tokens.get()));
      if (!AGENT_MEMBER_TYPES.includes(member.type)) {
        // A player may not enter the agent area: end the session this login just opened.
        await sdk.session.logout().catch(() => undefined);
        tokens.set(null);
        setError(t('errors.error_not_agent'));
        return;
      }
      navigate(hrefs.agentHome());
    } catch (failure) {
      setError(describeError(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="agent-landing">
      <div className="agent-landing__card">
        <h1>{t('agent.landingTitle')}</h1>
        <p className="agent-landing__lead">{t('agent.landingLead')}</p>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <TextField label={t('auth.username')} autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
          <TextField label={t('auth.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {t('agent.login')}
          </button>
        </form>
        <div className="auth-form__links">
          <Link to={hrefs.home()}>{t('agent.backToSite')}</Link>
        </div>
        <LanguageSelect />
      </div>
    </main>
  );
}
