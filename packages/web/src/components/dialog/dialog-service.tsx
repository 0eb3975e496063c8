import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogContext, type DialogIcon, type DialogOptions } from '@/hooks/use-dialog';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { RichText } from '@/components/ui/rich-text';
import './dialog.css';

interface Pending {
  readonly options: DialogOptions;
  readonly resolve: (value: string | null) => void;
}

const ICONS: Record<DialogIcon, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✕' };

/** Queues dialogs and shows them one at a time. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<readonly Pending[]>([]);
  const current = queue[0];

  const show = useCallback(
    (options: DialogOptions) =>
      new Promise<string | null>((resolve) => setQueue((items) => [...items, { options, resolve }])),
    [],
  );
  const confirm = useCallback(
    async (options: Omit<DialogOptions, 'buttons'>) =>
      (await show({
        ...options,
        buttons: [
          { id: 'cancel', label: t('action.cancel'), variant: 'secondary' },
          { id: 'confirm', label: t('action.confirm'), variant: 'primary' },
        ],
      })) === 'confirm',
    [show, t],
  );
  const service = useMemo(() => ({ show, confirm }), [show, confirm]);
  const settle = useCallback((value: string | null) => {
    setQueue(([head, ...rest]) => {
      head?.resolve(value);
      return rest;
    });
  }, []);

  return (
    <DialogContext.Provider value={service}>
      {children}
      {current ? (
        <DialogView key={queue.length} pending={current} onSettle={settle} okLabel={t('action.ok')} />
      ) : null}
    </DialogContext.Provider>
  );
}

/** Settles the dialog once (a second press or the timer after a press does nothing); null after `timeoutMs`. */
function useSettleOnce(onSettle: (value: string | null) => void, timeoutMs: number | undefined) {
  const settled = useRef(false);
  const settleOnce = useCallback(
    (value: string | null) => {
      if (settled.current) return;
      settled.current = true;
      onSettle(value);
    },
    [onSettle],
  );
  useEffect(() => {
    if (!timeoutMs) return;
    const timer = setTimeout(() => settleOnce(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs, settleOnce]);
  return settleOnce;
}

function DialogView({
  pending,
  onSettle,
  okLabel,
}: {
  pending: Pending;
  onSettle: (value: string | null) => void;
  okLabel: string;
}) {
  const { options } = pending;
  const settleOnce = useSettleOnce(onSettle, options.timeoutMs);
  const buttons = options.buttons ?? [{ id: 'ok', label: okLabel, variant: 'primary' as const }];
  return (
    <Modal
      title={options.title}
      size="small"
      onClose={() => settleOnce(null)}
      footer={buttons.map((button) => (
        <button
          key={button.id}
          type="button"
          className={`button button--${button.variant ?? 'secondary'}`}
          onClick={() => settleOnce(button.id)}
        >
          {button.label}
        </button>
      ))}
    >
      <div className="dialog">
        {options.icon ? (
          <span className={`dialog__icon dialog__icon--${options.icon}`} aria-hidden="true">
            {ICONS[options.icon]}
          </span>
        ) : null}
        <div className="dialog__content">
          {options.message ? <p>{options.message}</p> : null}
          {options.html ? <RichText html={options.html} /> : null}
        </div>
      </div>
    </Modal>
  );
}
