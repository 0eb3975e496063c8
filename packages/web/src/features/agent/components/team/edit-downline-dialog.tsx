import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOWNLINE_REMARK_MAX,
  downlineEditActors,
  downlineEditMachine,
  type DownlineEditInput,
  type DownlineEditValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { fieldMessage } from '@/lib/error-keys';
import { useTeamForm } from '../../hooks/use-team-form';

const STATUSES: readonly Schemas['DownlineStatus'][] = ['ACTIVE', 'DISABLED'];

/** Edit what `updateDownline` allows of a direct downline: nickname, remark, rebate rate, status. */
export function EditDownlineDialog({
  downline,
  onClose,
  onSaved,
}: {
  downline: Schemas['Downline'];
  onClose: () => void;
  onSaved: (downline: Schemas['Downline']) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const { t: common } = useTranslation();
  const sdk = useSdk();
  const { isTrial } = useSession();
  const [values, setValues] = useState<DownlineEditValues>({
    nickname: downline.nickname ?? '',
    remark: downline.remark ?? '',
    rebateRate:
      downline.rebateRate === null || downline.rebateRate === undefined ? '' : String(downline.rebateRate),
    status: downline.status,
  });
  const set = <K extends keyof DownlineEditValues>(key: K, value: DownlineEditValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const machine = useMemo(() => downlineEditMachine.provide({ actors: downlineEditActors(sdk) }), [sdk]);
  // The agent's own rate is not in the session: the server checks the bound and its refusal shows here.
  const input = useMemo<DownlineEditInput>(
    () => ({ downline, maxRebateRate: null, trial: isTrial }),
    [downline, isTrial],
  );
  const { state, send, busy } = useTeamForm(machine, input, onSaved);
  const { fieldErrors, error } = state.context;
  const message = (field: string) => fieldMessage(common, fieldErrors[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values });
  };
  return (
    <Modal title={t('edit.title', { account: downline.account })} onClose={onClose} size="small">
      <form className="team-form team-dialog-form" onSubmit={submit} noValidate aria-busy={busy}>
        <TextField
          label={t('register.nickname')}
          value={values.nickname}
          onChange={(e) => set('nickname', e.target.value)}
          error={message('nickname')}
          disabled={busy}
        />
        <TextField
          label={t('register.remark')}
          maxLength={DOWNLINE_REMARK_MAX}
          value={values.remark}
          onChange={(e) => set('remark', e.target.value)}
          error={message('remark')}
          disabled={busy}
        />
        <TextField
          label={t('register.rebateRate')}
          inputMode="decimal"
          value={values.rebateRate}
          onChange={(e) => set('rebateRate', e.target.value)}
          error={message('rebateRate')}
          disabled={busy}
        />
        <p className="money-hint">{t('rate.hint')}</p>
        <div className="field">
          <label htmlFor="edit-downline-status" className="field__label">
            {t('column.status')}
          </label>
          <select
            id="edit-downline-status"
            className="input"
            value={values.status}
            onChange={(e) => set('status', e.target.value as Schemas['DownlineStatus'])}
            disabled={busy}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {values.status === 'DISABLED' && downline.status !== 'DISABLED' ? (
          <p className="money-warning">{t('edit.disableWarning')}</p>
        ) : null}
        <FormError error={error} />
        <div className="money-actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t('edit.saving') : t('edit.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('edit.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
