import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { Modal } from '@/components/modal/modal';
import { useMoneyFormat } from '@/hooks/use-money-format';
import type { RealityCheckEvent } from '@lobby/flows';
import { useSaferTexts } from '../hooks/use-safer-texts';

const hoursMinutes = (seconds: number) => ({
  hours: Math.floor(seconds / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});

/** The session so far: its length, the bets, the stake and the net result. */
function SessionFigures({ summary }: { summary: Schemas['SessionSummary'] }) {
  const { t } = useTranslation('memberSafer');
  const money = useMoneyFormat();
  return (
    <dl className="safer__figures">
      <dt>{t('reality.sessionLength')}</dt>
      <dd>{t('duration', hoursMinutes(summary.elapsedSeconds))}</dd>
      <dt>{t('reality.bets')}</dt>
      <dd>{summary.betCount}</dd>
      <dt>{t('reality.staked')}</dt>
      <dd>{money(summary.betAmount)}</dd>
      <dt>{t('reality.netResult')}</dt>
      <dd className={summary.winLoss < 0 ? 'safer__loss' : undefined}>{money(summary.winLoss)}</dd>
    </dl>
  );
}

/**
 * The reality check's dialog (reality-check.tsx draws it when the check is due): the session's length and net result,
 * and the member's three choices, sent to the check's machine. Drawn once its texts are there.
 */
export function RealityCheckDialog({
  summary,
  send,
}: {
  summary: Schemas['SessionSummary'];
  send: (event: RealityCheckEvent) => void;
}) {
  const { t } = useTranslation('memberSafer');
  const texts = useSaferTexts();
  if (!texts.data) return null;
  const footer = (
    <>
      <button type="button" className="button" onClick={() => send({ type: 'VIEW_HISTORY' })}>
        {t('reality.viewHistory')}
      </button>
      <button type="button" className="button" onClick={() => send({ type: 'LOG_OUT' })}>
        {t('reality.logOut')}
      </button>
      <button type="button" className="button button--primary" onClick={() => send({ type: 'CONTINUE' })}>
        {t('reality.continue')}
      </button>
    </>
  );
  return (
    <Modal title={t('reality.dialogTitle')} size="small" footer={footer}>
      <p>{t('reality.reminder', { minutes: summary.realityCheckMinutes })}</p>
      <SessionFigures summary={summary} />
    </Modal>
  );
}
