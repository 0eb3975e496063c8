import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { MemberTab } from '@/config/paths';
import { lazyPage } from '@/lib/lazy-with-timeout';
import { MoneySection } from '@/components/money/money-section';
import { RecordsSection } from './components/records/records-section';
import { SecurityCenter } from './security-center';

// Each record screen is a chunk of its own (the report frame, shared with the agent's reports, one more).
const records = {
  personalHistoryCopy: lazyPage(() => import('./components/records/bet-records-report'), 'BetRecordsReport'),
  transactionHistory: lazyPage(
    () => import('./components/records/transactions-report'),
    'TransactionsReport',
  ),
  personalProfit: lazyPage(
    () => import('./components/records/personal-profit-report'),
    'PersonalProfitReport',
  ),
  bonusDetails: lazyPage(() => import('./components/records/bonus-details-report'), 'BonusDetailsReport'),
} as const;

const isRecordTab = (tab: MemberTab): tab is keyof typeof records => tab in records;

// Each money screen is a chunk of its own, fetched when its section opens.
const money = {
  transferFund: lazyPage(() => import('./components/transfer-fund'), 'TransferFund'),
  depositv2: lazyPage(() => import('./components/deposit'), 'Deposit'),
  withdraw: lazyPage(() => import('./components/withdraw'), 'Withdraw'),
  transferUpline: lazyPage(() => import('./components/transfer-upline'), 'TransferUpline'),
} as const;

// The inbox and referral load with their sections.
const Inbox = lazyPage(() => import('./components/inbox/inbox'), 'Inbox');
const Referral = lazyPage(() => import('./components/referral/referral'), 'Referral');

const isMoneyTab = (tab: MemberTab): tab is keyof typeof money => tab in money;

/** Sections other features own (responsible gaming, rewards, missions): the app composes them in (app/routes/member-route.tsx). */
export type OtherSections = Partial<Record<MemberTab, ComponentType>>;

/** A section whose screen is loaded with it: the spinner until it has come. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

/** The content of one member centre section (every section listed in `memberTabs` has its screen). */
export function MemberTabContent({ tab, otherSections }: { tab: MemberTab; otherSections: OtherSections }) {
  if (isMoneyTab(tab)) {
    const Screen = money[tab];
    return (
      <MoneySection>
        <Loading>
          <Screen />
        </Loading>
      </MoneySection>
    );
  }
  const Other = otherSections[tab];
  if (Other) {
    return (
      <Loading>
        <Other />
      </Loading>
    );
  }
  if (isRecordTab(tab)) {
    const Screen = records[tab];
    // A new section starts with fresh filters (each report keeps its range in its own state).
    return (
      <RecordsSection>
        <Loading>
          <Screen key={tab} />
        </Loading>
      </RecordsSection>
    );
  }
  switch (tab) {
    case 'securityCenter':
      return <SecurityCenter />;
    case 'referral':
      return (
        <Loading>
          <Referral />
        </Loading>
      );
    case 'messageV2':
      return (
        <Loading>
          <Inbox />
        </Loading>
      );
    default:
      // Another feature's section the app did not compose in: nothing rather than a stand-in.
      return null;
  }
}
