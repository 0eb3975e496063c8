import { Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '@/components/layout/centre-frame';
import { hrefs, memberTabs, type MemberTab } from '@/config/paths';
import { useMissionSummary } from '@/hooks/use-mission-summary';
import { useSession } from '@/hooks/use-session';
import { useWithdrawInfo } from './api/get-withdraw-info';
import { MemberTabContent, type OtherSections } from './member-tab-content';

const isMemberTab = (value: string | undefined): value is MemberTab =>
  (memberTabs as readonly string[]).includes(value ?? '');

/** `/member/:tab`: the member centre; securityCenter is the default section. Other features' sections come from the app. */
export function MemberCentrePage({ otherSections }: { otherSections: OtherSections }) {
  const { t } = useTranslation();
  const { tab } = useParams();
  const { member, isAgent, isTrial } = useSession();
  // Payments waiting for the member's receipt confirmation badge the withdraw section (not fetched for trial members).
  const withdrawInfo = useWithdrawInfo(Boolean(member) && !isTrial);
  // Completed missions whose reward waits badge the missions section.
  const missions = useMissionSummary(Boolean(member) && !isTrial);
  // Transfer to upline is for members with an upline (agents transfer to their downlines).
  const hidden = new Set<MemberTab>(isAgent || (member && !member.uplineAccount) ? ['transferUpline'] : []);
  if (tab !== undefined && (!isMemberTab(tab) || hidden.has(tab)))
    return <Navigate to={hrefs.member()} replace />;
  const current: MemberTab = tab ?? 'securityCenter';
  const badges: Partial<Record<MemberTab, number>> = {
    messageV2: member?.unreadMessage ?? 0,
    rewardCenter: member?.availablePromoCount ?? 0,
    missionLeaderboard: missions.data?.missionBadge ?? 0,
    withdraw: withdrawInfo.data?.pendingConfirmations ?? 0,
  };
  const sections = memberTabs
    .filter((key) => !hidden.has(key))
    .flatMap((key) => {
      const section = {
        key,
        label: t(`member.tabs.${key}`),
        href: hrefs.member(key),
        ...(badges[key] ? { badge: badges[key] } : {}),
      };
      // The points mall is its own page; the centre lists it beside the rewards, where members look for it.
      return key === 'rewardCenter'
        ? [section, { key: 'pointMall', label: t('pointMall.title'), href: hrefs.pointMall() }]
        : [section];
    });
  return (
    <CentreFrame
      title={t('member.title')}
      navLabel={t('member.sections')}
      sections={sections}
      current={current}
    >
      <MemberTabContent tab={current} otherSections={otherSections} />
    </CentreFrame>
  );
}
