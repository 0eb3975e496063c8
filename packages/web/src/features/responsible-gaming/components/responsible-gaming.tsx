import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useResponsibleGaming } from '../api/get-responsible-gaming';
import { useSaferTexts } from '../hooks/use-safer-texts';
import { DepositLimitRow } from './deposit-limit-row';
import { ExclusionSection } from './exclusion-section';
import { RealityCheckSetting } from './reality-check-setting';
import './responsible-gaming.css';

/** The `responsibleGaming` section: deposit limits, the reality check's interval, time-out and self-exclusion. */
export function ResponsibleGaming() {
  const { t } = useTranslation('memberSafer');
  const texts = useSaferTexts();
  const settings = useResponsibleGaming();
  if (texts.isError) return <LoadError error={texts.error} onRetry={() => void texts.refetch()} />;
  if (!texts.data) return <Spinner />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Spinner />;
  const { depositLimits, coolingOffHours, realityCheckMinutes } = settings.data;
  return (
    <div className="safer">
      <p className="safer__intro">{t('intro')}</p>
      <section className="safer__part" aria-labelledby="safer-limits">
        <h3 id="safer-limits">{t('limits.title')}</h3>
        <p className="safer__help">{t('limits.help', { hours: coolingOffHours })}</p>
        <ul className="safer__limits">
          {depositLimits.map((limit) => (
            <DepositLimitRow key={limit.period} limit={limit} />
          ))}
        </ul>
      </section>
      <RealityCheckSetting current={realityCheckMinutes} />
      <ExclusionSection />
    </div>
  );
}
