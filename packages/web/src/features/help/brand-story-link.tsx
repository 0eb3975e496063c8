import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hrefs } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { useHelpCentre } from './api/get-help-centre';

/** The help centre category that holds the brand's story (its deep-link code, as `term` is the terms'). */
export const BRAND_STORY_CODE = 'story';

/** A link to the brand story in the help centre, drawn only when the help centre has one (hide, don't fake). */
export function BrandStoryLink() {
  const { t } = useTranslation();
  const { code } = useLanguage();
  const { data } = useHelpCentre(code);
  const story = data?.categories.find((category) => category.code === BRAND_STORY_CODE);
  if (!story || story.articles.length === 0) return null;
  return (
    <p className="news__story">
      <Link to={hrefs.help(BRAND_STORY_CODE)}>{t('news.brandStory')}</Link>
    </p>
  );
}
