import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/hooks/use-session';
import { useMoneyTexts } from '@/hooks/use-money-texts';
import './money.css';

/**
 * The frame of every money screen: its texts loaded first; a trial member sees 'in_need_true_account'
 * and the screen (and its calls) is never mounted.
 */
export function MoneySection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isTrial } = useSession();
  const texts = useMoneyTexts();
  if (isTrial) return <EmptyState title={t('errors.in_need_true_account')} />;
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data) return <Spinner />;
  return <div className="money">{children}</div>;
}
