import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { freePlayActors, freePlayMachine } from '@lobby/flows';
import { Icon } from '@/components/ui/icon';
import { useSdk } from '@/lib/app-services';
import { detectOs, deviceId } from '@/lib/browser-ports';
import { useFlowEvents } from '@/hooks/use-flow-events';
import { FormError } from '@/components/form/form-error';

/** Free play (trial): starts the flows' free-play machine on press; it logs in, loads the member, goes home. */
export function FreePlayButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [started, setStarted] = useState(false);
  return (
    <div className="free-play">
      {started ? (
        <FreePlayRun onDone={onDone} />
      ) : (
        <button type="button" className="button button--block" onClick={() => setStarted(true)}>
          <Icon name="dice" /> {t('auth.freePlay')}
        </button>
      )}
    </div>
  );
}

function FreePlayRun({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const sdk = useSdk();
  const machine = useMemo(
    () => freePlayMachine.provide({ actors: freePlayActors(sdk, { os: detectOs(), deviceId }) }),
    [sdk],
  );
  const [state, send, actor] = useMachine(machine);
  useFlowEvents(actor, onDone);
  if (!state.matches('failed')) {
    return (
      <button type="button" className="button button--block" disabled>
        {t('status.loading')}
      </button>
    );
  }
  return (
    <>
      <FormError error={state.context.error} />
      <button type="button" className="button button--block" onClick={() => send({ type: 'RETRY' })}>
        <Icon name="dice" /> {t('auth.freePlay')}
      </button>
    </>
  );
}
