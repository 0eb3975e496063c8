import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { LoginEvent, loginMachine, SocialProviderConfig } from '@lobby/flows';
import { describeError } from '@/lib/error-keys';

/** The social sign-in window's own failure codes, worded here (the server's refusals carry their message). */
const WINDOW_ERRORS = new Set(['social_popup_blocked', 'social_provider_failed', 'social_unsafe_url']);

/** The brand's social sign-in buttons on the login machine: one per offered provider, its wait and its failure. */
export function SocialSignIn({
  providers,
  state,
  send,
}: {
  providers: readonly SocialProviderConfig[];
  state: SnapshotFrom<typeof loginMachine>;
  send: (event: LoginEvent) => void;
}) {
  const { t } = useTranslation();
  const pending = state.matches({ active: { form: 'socialSignIn' } }) ? state.context.socialProvider : null;
  const error = state.context.socialError;
  return (
    <div className="auth-social">
      <p className="auth-social__title">{t('auth.socialTitle')}</p>
      {providers.map(({ provider }) => (
        <button
          key={provider}
          type="button"
          className="button"
          disabled={pending !== null}
          onClick={() => send({ type: 'SOCIAL_SIGN_IN', provider })}
        >
          {t(`auth.social.${provider}`)}
        </button>
      ))}
      {pending ? (
        <p role="status">{t('auth.socialPending', { provider: t(`auth.social.${pending}`) })}</p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {WINDOW_ERRORS.has(error.code) ? t(`auth.socialErrors.${error.code}`) : describeError(t, error)}
        </p>
      ) : null}
    </div>
  );
}
