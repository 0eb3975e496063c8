import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { transferDownlineActors, transferDownlineMachine, type TransferDownlineInput } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { MemberTransferForm } from '@/components/money/member-transfer-form';
import { useSdk } from '@/lib/app-services';
import { agentKeys } from '../../api/agent-keys';

/** The amount, payment password and remark of a transfer to a downline, bound to `transferDownlineMachine`. */
export function TransferDownlineForm({
  downline,
  balance,
  decimals,
  trial,
}: {
  downline: Schemas['Downline'];
  balance: number;
  decimals?: number;
  trial: boolean;
}) {
  const { t } = useTranslation('agentTeam');
  const sdk = useSdk();
  const queryClient = useQueryClient();
  const input = useMemo<TransferDownlineInput>(
    () => ({
      balance,
      downlineAccount: downline.account,
      trial,
      ...(decimals === undefined ? {} : { decimals }),
    }),
    [balance, downline.account, trial, decimals],
  );
  return (
    <MemberTransferForm
      binding={{
        machine: transferDownlineMachine,
        actors: (lock) => transferDownlineActors(sdk, lock),
        input,
        // The agent's balance is read again by the money binding; the downline's row is the team's.
        onDone: () => void queryClient.invalidateQueries({ queryKey: agentKeys.team() }),
      }}
      recipient={downline.account}
      texts={{
        to: t('transfer.to'),
        balance: t('transfer.yourBalance'),
        remark: t('register.remark'),
        submit: t('transfer.submit'),
        submitting: t('transfer.submitting'),
        done: (amount, account) => t('transfer.done', { amount, account }),
      }}
      frame={{
        className: 'team-form team-dialog-form',
        infoClassName: 'info-list team-info',
        label: t('transfer.form'),
        balanceCell: 'agent-balance',
      }}
    />
  );
}
