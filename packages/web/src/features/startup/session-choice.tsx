import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { Modal } from '@/components/modal/modal';
import { useSessionActor, type SessionActor } from '@/hooks/use-session';

/** Which question the session machine asks, and about which account (null while it asks none). */
function useQuestion(actor: SessionActor) {
  const account = useSelector(actor, (s) =>
    s.matches({ handOver: 'confirming' }) ? s.context.handOverAccount : null,
  );
  const switching = useSelector(actor, (s) => s.context.member !== null);
  return account === null ? null : { account, switching };
}

/**
 * Asks before a session handed over in `?token=` is used, naming the account it belongs to: a visitor is asked
 * whether to log in as it, a member whether to switch to it from their own session (the flows' session machine
 * decides when to ask; another account's link is never used silently).
 */
function HandOverQuestion({ actor }: { actor: SessionActor }) {
  const { t } = useTranslation();
  const question = useQuestion(actor);
  if (!question) return null;
  const { account, switching } = question;
  return (
    <Modal
      title={switching ? t('handOver.title') : t('handOver.signInTitle', { account })}
      size="small"
      footer={
        <>
          <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
            {switching ? t('handOver.keep') : t('handOver.stayVisitor')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'CONFIRM' })}
          >
            {switching ? t('handOver.switch') : t('handOver.signIn', { account })}
          </button>
        </>
      }
    >
      <p>{switching ? t('handOver.message', { account }) : t('handOver.signInMessage', { account })}</p>
    </Modal>
  );
}

/** The hand-over question, once the session machine runs. */
export function SessionChoice() {
  const actor = useSessionActor();
  return actor ? <HandOverQuestion actor={actor} /> : null;
}
