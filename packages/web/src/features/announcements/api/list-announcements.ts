import { useListAnnouncements } from '@/generated/content/content';
import { useSdk } from '@/lib/app-services';

// Every kind of announcement (the notices' four and help), as the web platform shows them.
const ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } as const;

/** The site's announcements, latest first (orval's hook, through the SDK; public: the same for every visitor). */
export const useAnnouncements = () =>
  useListAnnouncements(ANNOUNCEMENTS_QUERY, { request: { sdk: useSdk() } });
