import { NewsPage } from '@/features/announcements/news-page';
import { BrandStoryLink } from '@/features/help/brand-story-link';

/** `/news`: the announcements feature's pages, with the help centre's brand story when it has one. */
export function NewsRoute() {
  return <NewsPage brandStory={<BrandStoryLink />} />;
}
