import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionChoice } from '@lobby/flows';
import { FormError } from '@/components/form/form-error';
import { Modal } from '@/components/modal/modal';

interface Props {
  choice: ExclusionChoice;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says what a break means and that it cannot be ended early; the member ticks that they understand before it starts. */
export function ExclusionConfirm({ choice, busy, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('memberSafer');
  const id = useId();
  const [understood, setUnderstood] = useState(false);
  const period = t(`exclusion.period.${choice.period}`);
  const footer = (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        {t('exclusion.cancel')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={onConfirm}
        disabled={!understood || busy}
      >
        {t('exclusion.confirm')}
      </button>
    </>
  );
  return (
    <Modal
      title={t('exclusion.confirmTitle', { kind: t(`exclusion.${choice.kind}`), period })}
      size="small"
      footer={footer}
    >
      <p>
        {choice.period === 'permanent'
          ? t('exclusion.confirmWhatPermanent')
          : t('exclusion.confirmWhat', { period })}
      </p>
      <p>
        <strong>{t('exclusion.confirmFinal')}</strong>
      </p>
      <label htmlFor={`${id}-understood`} className="safer__choice">
        <input
          id={`${id}-understood`}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        <span>{t('exclusion.understand')}</span>
      </label>
      <FormError error={error} />
    </Modal>
  );
}
