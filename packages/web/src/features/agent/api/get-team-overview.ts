import { useGetTeamOverview } from '@/generated/agent/agent';
import { useSdk } from '@/lib/app-services';
import { lastDays } from '@/lib/format';

/** The agent's team figures over the last 30 days (orval's hook, through the SDK). */
export const useTeamOverview = () => useGetTeamOverview(lastDays(30), { request: { sdk: useSdk() } });
