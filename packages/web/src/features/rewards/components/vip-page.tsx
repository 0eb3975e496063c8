import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useModals } from '@/hooks/use-modals';
import { useSession } from '@/hooks/use-session';
import { useVipInfo } from '../api/get-vip-info';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { VipLevels } from './vip-levels';
import { VipProgress } from './vip-progress';
import './rewards.css';

/** `/vip`: the member's level and way to the next, and the levels with their bonuses. The call is a member's: a visitor is asked to log in. */
export function VipPage() {
  const { t } = useTranslation('memberRewards');
  const texts = useRewardsTexts();
  return (
    <div className="page vip">
      <h1 className="page__title">{texts.data ? t('vip.title') : 'VIP'}</h1>
      {texts.isError ? (
        <LoadError error={texts.error} onRetry={() => void texts.refetch()} />
      ) : texts.data ? (
        <VipContent />
      ) : (
        <Spinner />
      )}
    </div>
  );
}

function VipContent() {
  const { t } = useTranslation('memberRewards');
  const modals = useModals();
  const { loggedIn } = useSession();
  const vip = useVipInfo(loggedIn);
  if (!loggedIn) {
    return (
      <EmptyState
        title={t('vip.loginPrompt')}
        action={
          <button
            type="button"
            className="button button--primary"
            onClick={() => modals.open({ name: 'login' })}
          >
            {t('vip.login')}
          </button>
        }
      />
    );
  }
  if (vip.isPending) return <Spinner />;
  if (vip.isError) return <LoadError error={vip.error} onRetry={() => void vip.refetch()} />;
  return (
    <>
      <VipProgress info={vip.data} />
      <VipLevels info={vip.data} />
    </>
  );
}
