import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { transferUplineActors, transferUplineMachine, type TransferUplineInput } from '@lobby/flows';
import { MemberTransferForm } from '@/components/money/member-transfer-form';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { useSdk } from '@/lib/app-services';

/** `transferUpline` (members only): from the main wallet to the member's agent, with the payment password. */
export function TransferUpline() {
  const { sessionKey, member } = useSession();
  const balance = useBalance(sessionKey);
  if (balance.isPending || !member) return <Spinner />;
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  return (
    <TransferUplineForm
      balance={balance.data.balance}
      decimals={balance.data.decimals}
      uplineAccount={member.uplineAccount ?? null}
    />
  );
}

function TransferUplineForm({
  balance,
  decimals,
  uplineAccount,
}: {
  balance: number;
  decimals?: number;
  uplineAccount: string | null;
}) {
  const { t } = useTranslation('money');
  const sdk = useSdk();
  const input = useMemo<TransferUplineInput>(
    () => ({ balance, uplineAccount, ...(decimals === undefined ? {} : { decimals }) }),
    [balance, uplineAccount, decimals],
  );
  return (
    <MemberTransferForm
      binding={{
        machine: transferUplineMachine,
        actors: (lock) => transferUplineActors(sdk, lock),
        input,
      }}
      recipient={uplineAccount ?? '—'}
      texts={{
        to: t('upline.to'),
        balance: t('upline.balance'),
        remark: t('upline.remark'),
        submit: t('upline.submit'),
        submitting: t('upline.submitting'),
        done: (amount, account) => t('upline.done', { amount, account }),
      }}
      frame={{
        className: 'money-form',
        infoClassName: 'info-list',
        title: { id: 'upline-form-title', text: t('upline.formTitle') },
      }}
    />
  );
}
