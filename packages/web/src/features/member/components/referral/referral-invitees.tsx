import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import type { ReportColumn } from '@/components/reports/report-columns';
import { ReportTable } from '@/components/reports/report-table';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { useMoneyFormat } from '@/hooks/use-money-format';

/** The friends the member referred: account, when they registered, whether they qualified, and the reward. */
export function ReferralInvitees({ invitees }: { invitees: readonly Schemas['ReferralInvitee'][] }) {
  const { t } = useTranslation('memberSocial');
  const money = useMoneyFormat();
  if (invitees.length === 0) return <EmptyState title={t('referral.nobody')} />;
  const columns: ReportColumn<Schemas['ReferralInvitee']>[] = [
    { header: 'memberSocial:referral.account', cell: (r) => r.account },
    { header: 'memberSocial:referral.registered', cell: (r) => <DateTime value={r.registerTime} /> },
    {
      header: 'memberSocial:referral.status',
      cell: (r) => t(r.qualified ? 'referral.isQualified' : 'referral.notQualified'),
    },
    { header: 'memberSocial:referral.reward', numeric: true, cell: (r) => money(r.reward) },
  ];
  return (
    <ReportTable
      caption={t('referral.people')}
      columns={columns}
      rows={invitees}
      rowKey={(r) => `${r.account}-${r.registerTime}`}
    />
  );
}
