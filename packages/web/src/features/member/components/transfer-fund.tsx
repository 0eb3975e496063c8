import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '@lobby/flows';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBalance } from '@/hooks/use-balance';
import { useSession } from '@/hooks/use-session';
import { hrefs } from '@/config/paths';
import { useMerchantWallet } from '@/hooks/use-merchant-wallet';
import { TransferForm } from './transfer-fund-form';
import type { WalletRow } from './wallet-list';

/** `transferFund`: the main and vendor wallets, a transfer either way, and "recall all" to main. */
export function TransferFund() {
  const { t } = useTranslation('money');
  const { sessionKey } = useSession();
  const merchant = useMerchantWallet();
  const balance = useBalance(sessionKey);
  if (merchant.isPending || balance.isPending) return <Spinner />;
  if (merchant.isError) return <LoadError error={merchant.error} onRetry={() => void merchant.refetch()} />;
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  if (merchant.data.isSingle) {
    return (
      <div className="money-note">
        <p>{t('transfer.single')}</p>
        <Link to={hrefs.seamless()}>{t('transfer.aboutWallets')}</Link>
      </div>
    );
  }
  const rows: WalletRow[] = [
    {
      code: MAIN_WALLET,
      name: t('transfer.main'),
      balance: balance.data.balance,
      locked: balance.data.lockedAmount ?? 0,
    },
    ...(balance.data.wallets ?? []).map((w) => ({
      code: w.walletCode,
      name: w.walletName,
      balance: w.balance,
      maintenance: w.maintenance ?? false,
    })),
  ];
  return (
    <TransferForm
      rows={rows}
      decimals={balance.data.decimals}
      onRefresh={() => void balance.refetch()}
      refreshing={balance.isFetching}
    />
  );
}
