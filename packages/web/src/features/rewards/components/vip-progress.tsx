import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { vipProgress, type VipMeasure } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { useRewardMoney } from '../hooks/use-reward-money';

/** The member's level and, below the top, how far the deposits and valid bets are from the next one. */
export function VipProgress({ info }: { info: Schemas['VipInfo'] }) {
  const { t } = useTranslation('memberRewards');
  const titleId = useId();
  const progress = vipProgress(info);
  const label =
    info.vipLabelName ??
    info.levels.find((level) => level.level === info.currentLevel)?.labelName ??
    String(info.currentLevel);
  return (
    <section className="vip__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="reward-centre__meta">
        {t('vip.yourLevel')}
      </h2>
      <p className="vip__level">{label}</p>
      {progress ? (
        <>
          <h3>{t('vip.nextLevel', { level: progress.next.labelName })}</h3>
          <p className="reward-centre__meta">{t('vip.orNote')}</p>
          <Measure name={t('vip.deposit')} measure={progress.deposit} />
          <Measure name={t('vip.validBet')} measure={progress.validBet} />
        </>
      ) : (
        <p>{t('vip.top')}</p>
      )}
    </section>
  );
}

function Measure({ name, measure }: { name: string; measure: VipMeasure }) {
  const { t } = useTranslation('memberRewards');
  const money = useRewardMoney();
  const text = t('vip.ofNeeded', { have: money(measure.have), need: money(measure.need) });
  return (
    <div className="vip__measure">
      <p>
        <span>{name}</span>
        <span>{text}</span>
      </p>
      <progress className="vip__bar" max={1} value={measure.ratio} aria-label={name} aria-valuetext={text} />
    </div>
  );
}
