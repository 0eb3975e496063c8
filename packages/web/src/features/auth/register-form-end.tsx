import { useTranslation } from 'react-i18next';
import type { EventFrom } from 'xstate';
import type { RegisterTab, registrationMachine } from '@lobby/flows';
import { SlideCaptcha } from '@/components/login/slide-captcha';
import { useModals } from '@/hooks/use-modals';

/** The terms checkbox (its link opens the terms), then the slide check the machine asks for or the submit button. */
export function RegisterFormEnd({
  mode,
  terms,
  onTerms,
  editing,
  humanCheck,
  send,
}: {
  mode: RegisterTab;
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  editing: boolean;
  humanCheck: boolean;
  send: (event: EventFrom<typeof registrationMachine>) => void;
}) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <>
      <div className="field field--check">
        <input
          id={`terms-${mode}`}
          type="checkbox"
          checked={terms}
          onChange={(e) => onTerms(e.target.checked)}
        />
        <label htmlFor={`terms-${mode}`}>
          {t('register.agree')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => modals.open({ name: 'help', section: 'term' })}
          >
            {t('register.terms')}
          </button>
        </label>
      </div>
      {humanCheck ? (
        <div className="slide-step" role="group" aria-label={t('auth.slideToVerify')}>
          <SlideCaptcha verified={false} onVerified={() => send({ type: 'HUMAN_OK' })} />
          <button type="button" className="link-button" onClick={() => send({ type: 'HUMAN_CANCEL' })}>
            {t('action.cancel')}
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--primary button--block" disabled={!editing}>
          {editing ? t('auth.register') : t('status.loading')}
        </button>
      )}
    </>
  );
}
