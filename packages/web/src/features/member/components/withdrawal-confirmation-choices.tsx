import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/lib/error-keys';
import type { WithdrawalConfirmationAnswer } from '../hooks/use-withdrawal-confirmation';
import { NotReceivedProof, PartlyReceivedForm } from './withdrawal-confirmation-answers';

/**
 * What the member may answer, held while a sent answer's outcome is open: received, partly or not received for
 * a pending payment, all received after a part or nothing; a receipt is asked about first (it is irreversible).
 */
export function WithdrawalConfirmationChoices({
  answer,
  pending,
}: {
  answer: WithdrawalConfirmationAnswer;
  pending: boolean;
}) {
  const { t } = useTranslation('money');
  const { move, choice, setChoice, setAsking } = answer;
  if (answer.asking) return <ReceiptQuestion answer={answer} />;
  const choose = (label: string, onClick: () => void, primary = false, expanded?: boolean) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button'}
      disabled={move.locked}
      aria-expanded={expanded}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="money-actions" role="group" aria-label={t('confirm.choices')}>
        {pending ? choose(t('confirm.received'), () => setAsking('RECEIVED'), true) : null}
        {pending ? choose(t('confirm.partly'), () => setChoice('partly'), false, choice === 'partly') : null}
        {pending ? choose(t('confirm.not'), () => setChoice('not'), false, choice === 'not') : null}
        {pending ? null : choose(t('confirm.all'), () => setAsking('ALL_RECEIVED'), true)}
      </div>
      {choice === 'partly' && pending ? <PartlyReceivedForm answer={answer} /> : null}
      {choice === 'not' && pending ? <NotReceivedProof answer={answer} /> : null}
    </>
  );
}

/** "A receipt cannot be undone": the member says yes before a (all) received is sent. */
function ReceiptQuestion({ answer }: { answer: WithdrawalConfirmationAnswer }) {
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const status = answer.asking;
  if (!status) return null;
  return (
    <div
      className="money-status money-status--alert"
      role="alertdialog"
      aria-label={t('confirm.forcedTitle')}
    >
      <p>{fieldMessage(common, { key: 'withdrawal_forced_irreversible' })}</p>
      <div className="money-actions">
        <button type="button" className="button" onClick={() => answer.setAsking(null)}>
          {common('action.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => answer.send({ status, forced: true })}
        >
          {common('action.confirm')}
        </button>
      </div>
    </div>
  );
}
