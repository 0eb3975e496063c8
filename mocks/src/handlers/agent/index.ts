/** agent: affiliate check and the agent centre (team, downlines, reports, dividends and wages). */
import { affiliateCodeHandlers } from './affiliate-code';
import { agentAnnouncementHandlers } from './announcements';
import { downlineHandlers } from './downlines';
import { settlementHandlers } from './settlements';
import { teamOverviewHandlers } from './team-overview';
import { teamReportHandlers } from './team-reports';

/** The agent tag's handlers. */
export const agentHandlers = [
  ...affiliateCodeHandlers,
  ...agentAnnouncementHandlers,
  ...teamOverviewHandlers,
  ...downlineHandlers,
  ...teamReportHandlers,
  ...settlementHandlers,
];
