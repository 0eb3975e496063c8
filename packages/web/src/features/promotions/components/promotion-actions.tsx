import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { useModals } from '@/hooks/use-modals';
import { useSession } from '@/hooks/use-session';
import { ActivityApplyForm } from './activity-apply-form';
import { RaffleClaim } from './raffle-claim';

/**
 * What a member can do with a promotion open to them: apply (APPLY) or claim the raffle (RAFFLE).
 * A visitor who presses either is shown the login popup: both need a member.
 */
export function PromotionActions({
  promotion,
  format,
}: {
  promotion: Schemas['Promotion'];
  format: (amount: number) => string;
}) {
  const { t } = useTranslation('memberPromotions');
  const { loggedIn } = useSession();
  const modals = useModals();
  const [applying, setApplying] = useState(false);
  // Once pressed, the form or the claim stays to say how it went, though the list then reads `applying` or `claimed`.
  const [pressed, setPressed] = useState(false);
  if (
    !pressed &&
    (promotion.status !== 'join' || (promotion.applyType !== 'APPLY' && promotion.applyType !== 'RAFFLE'))
  )
    return null;
  if (!loggedIn) {
    return (
      <button type="button" className="button button--primary" onClick={() => modals.open({ name: 'login' })}>
        {promotion.applyType === 'APPLY' ? t('apply.open') : t('raffle.claim')}
      </button>
    );
  }
  if (promotion.applyType === 'RAFFLE')
    return <RaffleClaim promotionId={promotion.id} format={format} onPress={() => setPressed(true)} />;
  return applying ? (
    <ActivityApplyForm
      promotionId={promotion.id}
      title={promotion.title}
      onClose={() => (setApplying(false), setPressed(false))}
    />
  ) : (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        setApplying(true);
        setPressed(true);
      }}
    >
      {t('apply.open')}
    </button>
  );
}
