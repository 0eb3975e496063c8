import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { realityCheckActors, realityCheckMachine, type RealityCheckAck } from '@lobby/flows';
import { Modal } from '@/components/modal/modal';
import { hrefs } from '@/config/paths';
import { useLogout } from '@/hooks/use-logout';
import { useSession } from '@/hooks/use-session';
import { useMoneyFormat } from '@/hooks/use-money-format';
import { useSdk } from '@/lib/app-services';
import { onRealityCheckChanged } from '../reality-check-sync';
import { useSaferTexts } from '../hooks/use-safer-texts';

// The acknowledged check survives a reload of this tab; a new session (another start time) starts again.
const ACK_KEY = 'lobby.realityCheck';
const readAck = (): RealityCheckAck | undefined => {
  try {
    return JSON.parse(sessionStorage.getItem(ACK_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};

const hoursMinutes = (seconds: number) => ({
  hours: Math.floor(seconds / 3600),
  minutes: Math.floor((seconds % 3600) / 60),
});

/** The reality check, mounted for logged-in members app-wide: the session's length and net result every N minutes. */
export function RealityCheckDialog() {
  const { t } = useTranslation('memberSafer');
  const sdk = useSdk();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const logout = useLogout(useSession().isAgent, { ask: false });
  const texts = useSaferTexts();
  const [machine] = useState(() => realityCheckMachine.provide({ actors: realityCheckActors(sdk) }));
  const [snapshot, send, actor] = useMachine(machine, { input: { ack: readAck() } });
  useEffect(() => {
    const subscriptions = [
      actor.on('acknowledged', ({ ack }) => sessionStorage.setItem(ACK_KEY, JSON.stringify(ack))),
      actor.on('viewHistory', () => void navigate(hrefs.member('personalHistoryCopy'))),
      actor.on('logOut', () => void logout()),
    ];
    const unsubscribe = onRealityCheckChanged(() => actor.send({ type: 'SYNC' }));
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      unsubscribe();
    };
  }, [actor, navigate, logout]);
  const summary = snapshot.context.summary;
  if (!snapshot.matches('showing') || !summary || !texts.data) return null;
  const length = hoursMinutes(summary.elapsedSeconds);
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
      <dl className="safer__figures">
        <dt>{t('reality.sessionLength')}</dt>
        <dd>{t('duration', length)}</dd>
        <dt>{t('reality.bets')}</dt>
        <dd>{summary.betCount}</dd>
        <dt>{t('reality.staked')}</dt>
        <dd>{money(summary.betAmount)}</dd>
        <dt>{t('reality.netResult')}</dt>
        <dd className={summary.winLoss < 0 ? 'safer__loss' : undefined}>{money(summary.winLoss)}</dd>
      </dl>
    </Modal>
  );
}
