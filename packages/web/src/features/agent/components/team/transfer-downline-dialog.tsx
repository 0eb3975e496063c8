import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { Modal } from '@/components/modal/modal';
import { MoneySection } from '@/components/money/money-section';
import { PaymentPasswordBlock } from '@/components/money/payment-password-block';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { TransferDownlineForm } from './transfer-downline-form';

type Downline = Schemas['Downline'];

/** Transfer from the agent's main wallet to a downline, with the payment password (the member's money-move binding). */
export function TransferDownlineDialog({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const { t } = useTranslation('agentTeam');
  return (
    <Modal title={t('transfer.title', { account: downline.account })} onClose={onClose} size="small">
      <MoneySection>
        <TransferDownlineBody downline={downline} />
      </MoneySection>
    </Modal>
  );
}

/** The agent's balance first (the most that can be sent), and a payment password before anything else. */
function TransferDownlineBody({ downline }: { downline: Downline }) {
  const { t } = useTranslation('agentTeam');
  const { sessionKey, member, isTrial } = useSession();
  const balance = useBalance(sessionKey);
  if (balance.isPending || !member) return <Spinner />;
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  if (member.hasPaymentPassword === false) {
    return (
      <>
        <p>{t('transfer.needsPaymentPassword')}</p>
        <PaymentPasswordBlock />
      </>
    );
  }
  return (
    <TransferDownlineForm
      downline={downline}
      balance={balance.data.balance}
      decimals={balance.data.decimals}
      trial={isTrial}
    />
  );
}
