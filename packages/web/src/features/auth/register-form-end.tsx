import { useTranslation } from 'react-i18next';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { RegisterTab, registrationMachine } from '@lobby/flows';
import { SubmitButton } from '@/components/form/submit-button';
import { SlideStep } from '@/components/login/slide-step';
import { useModals } from '@/hooks/use-modals';

/** The terms checkbox; its link opens the terms. */
function RegisterTerms({
  mode,
  terms,
  onTerms,
}: {
  mode: RegisterTab;
  terms: boolean;
  onTerms: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  const modals = useModals();
  return (
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
  );
}

/** The terms checkbox, then the slide check the machine asks for or the submit button. */
export function RegisterFormEnd({
  mode,
  terms,
  onTerms,
  state,
  send,
}: {
  mode: RegisterTab;
  terms: boolean;
  onTerms: (accepted: boolean) => void;
  state: SnapshotFrom<typeof registrationMachine>;
  send: (event: EventFrom<typeof registrationMachine>) => void;
}) {
  const { t } = useTranslation();
  const humanCheck = state.matches('humanCheck');
  return (
    <>
      <RegisterTerms mode={mode} terms={terms} onTerms={onTerms} />
      {humanCheck ? (
        <SlideStep
          onVerified={() => send({ type: 'HUMAN_OK' })}
          onCancel={() => send({ type: 'HUMAN_CANCEL' })}
        />
      ) : (
        <SubmitButton busy={!state.matches('editing')} busyLabel={t('status.loading')}>
          {t('auth.register')}
        </SubmitButton>
      )}
    </>
  );
}
