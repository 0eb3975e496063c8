import { MemberCentrePage } from '@/features/member/member-centre-page';
import type { OtherSections } from '@/features/member/member-tab-content';
import { lazyPage } from '@/lib/lazy-with-timeout';

// Sections of the member centre that other features own, each a chunk of its own: the app composes
// features, features do not import each other.
const otherSections: OtherSections = {
  responsibleGaming: lazyPage(
    () => import('@/features/responsible-gaming/components/responsible-gaming'),
    'ResponsibleGaming',
  ),
  rewardCenter: lazyPage(() => import('@/features/rewards/components/reward-center'), 'RewardCenter'),
  missionLeaderboard: lazyPage(
    () => import('@/features/rewards/components/missions-section'),
    'MissionsSection',
  ),
};

/** `/member/:tab`: the member centre with every feature's sections. */
export function MemberRoute() {
  return <MemberCentrePage otherSections={otherSections} />;
}
