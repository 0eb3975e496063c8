import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downlineEditActors,
  downlineEditMachine,
  type DownlineEditInput,
  type DownlineEditValues,
} from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/field';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';
import { useTeamForm } from '../../hooks/use-team-form';
import { useValues } from '../../hooks/use-values';
import { DialogActions } from '../form-actions';
import { RebateRateField, RemarkField, TeamTextField, type TeamForm } from './team-fields';

type Downline = Schemas['Downline'];
const STATUSES: readonly Schemas['DownlineStatus'][] = ['ACTIVE', 'DISABLED'];

/** What the form opens with: the downline as it is. */
const valuesOf = (downline: Downline): DownlineEditValues => ({
  nickname: downline.nickname ?? '',
  remark: downline.remark ?? '',
  rebateRate:
    downline.rebateRate === null || downline.rebateRate === undefined ? '' : String(downline.rebateRate),
  status: downline.status,
});

/** Edit what `updateDownline` allows of a direct downline: nickname, remark, rebate rate, status. */
export function EditDownlineDialog({
  downline,
  onClose,
  onSaved,
}: {
  downline: Downline;
  onClose: () => void;
  onSaved: (downline: Downline) => void;
}) {
  const { t } = useTranslation('agentTeam');
  const sdk = useSdk();
  const { isTrial } = useSession();
  const { values, set } = useValues(() => valuesOf(downline));
  const machine = useMemo(() => downlineEditMachine.provide({ actors: downlineEditActors(sdk) }), [sdk]);
  // The agent's own rate is not in the session: the server checks the bound and its refusal shows here.
  const input = useMemo<DownlineEditInput>(
    () => ({ downline, maxRebateRate: null, trial: isTrial }),
    [downline, isTrial],
  );
  const { state, busy, message, submit } = useTeamForm(machine, input, onSaved);
  const form = { values, set, message, busy };
  return (
    <Modal title={t('edit.title', { account: downline.account })} onClose={onClose} size="small">
      <form className="team-form team-dialog-form" onSubmit={submit(values)} noValidate aria-busy={busy}>
        <TeamTextField form={form} name="nickname" label={t('register.nickname')} />
        <RemarkField form={form} />
        <RebateRateField form={form} />
        <StatusField form={form} disabling={values.status === 'DISABLED' && downline.status !== 'DISABLED'} />
        <FormError error={state.context.error} />
        <DialogActions
          busy={busy}
          label={t('edit.save')}
          busyLabel={t('edit.saving')}
          cancel={t('edit.cancel')}
          onCancel={onClose}
          cancelWhileBusy
        />
      </form>
    </Modal>
  );
}

/** Active or disabled, and what disabling does when it is about to. */
function StatusField({ form, disabling }: { form: TeamForm<DownlineEditValues>; disabling: boolean }) {
  const { t } = useTranslation('agentTeam');
  return (
    <>
      <SelectField
        id="edit-downline-status"
        label={t('column.status')}
        options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        value={form.values.status}
        onChange={(e) => form.set('status', e.target.value as Schemas['DownlineStatus'])}
        disabled={form.busy}
      />
      {disabling ? <p className="money-warning">{t('edit.disableWarning')}</p> : null}
    </>
  );
}
