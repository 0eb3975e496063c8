import { useTranslation } from 'react-i18next';
import type { Schemas } from '@lobby/sdk';
import { SelectField } from '@/components/form/field';

type Status = Schemas['ContractStatus'];
const STATUSES: readonly Status[] = ['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED'];

/** Which given contracts are listed: all, or one status. */
export function ContractStatusFilter({
  id,
  status,
  onStatus,
}: {
  id: string;
  status: Status | null;
  onStatus: (status: Status | null) => void;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <SelectField
      id={id}
      className="contracts__filter"
      label={t('panel.statusFilter')}
      options={[
        { value: '', label: t('panel.all') },
        ...STATUSES.map((key) => ({ value: key, label: t(`status.${key}`) })),
      ]}
      value={status ?? ''}
      onChange={(event) => onStatus((event.target.value || null) as Status | null)}
    />
  );
}

/** Previous and next page of the given contracts; shown only when there is more than one page. */
export function ContractsPager({
  pageNo,
  pages,
  disabled,
  onPage,
}: {
  pageNo: number;
  pages: number;
  /** While the list loads or a dialog works, no page step. */
  disabled: boolean;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation('agentContracts');
  if (pages <= 1) return null;
  return (
    <nav className="contracts__pager" aria-label={t('panel.pages')}>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo <= 1 || disabled}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('panel.previous')}
      </button>
      <span>{t('panel.page', { page: pageNo, pages })}</span>
      <button
        type="button"
        className="button button--small"
        disabled={pageNo >= pages || disabled}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('panel.next')}
      </button>
    </nav>
  );
}
