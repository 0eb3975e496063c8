import { useTranslation } from 'react-i18next';
import { HelpCentre } from './help-centre';

/** `/help`, `/helpmc` and `/help#term`: the help centre as a page. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1 className="page__title">{t('help.title')}</h1>
      <HelpCentre />
    </div>
  );
}
