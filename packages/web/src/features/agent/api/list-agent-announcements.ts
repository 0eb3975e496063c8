import { useListAgentAnnouncements } from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';

// The section shows the latest announcements, one page of them.
const FIRST_PAGE = { pageNo: 1, pageSize: 20 };

/** The platform's announcements to agents (orval's hook, through the SDK). */
export const useAgentAnnouncements = () =>
  useListAgentAnnouncements(FIRST_PAGE, { request: { sdk: useSdk() } });
