import { useTranslation } from 'react-i18next';
import type { ListPage } from '@lobby/flows';
import { describeError } from '@/lib/error-keys';
import { csvColumns, type ReportColumn } from './report-columns';
import { useCsvExport, type CsvExportStatus } from './use-csv-export';

/**
 * Exports EVERY row matching the report's filters (the report's columns that write a CSV value): pages of
 * 100 read one after another (progress shown, cancelable), written as formula-safe CSV and downloaded as `fileName`.
 */
export function CsvExport<Row>({
  fileName,
  columns,
  fetchPage,
}: {
  fileName: string;
  columns: readonly ReportColumn<Row>[];
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<ListPage<Row>>;
}) {
  const { t } = useTranslation('agentReports');
  const { status, start, cancel } = useCsvExport(fileName, csvColumns(columns, t), fetchPage);
  return (
    <div className="report-export">
      {status.state === 'running' ? (
        <>
          <progress
            max={status.progress?.total || 1}
            value={status.progress?.loaded ?? 0}
            aria-label={t('frame.exportProgress')}
          />
          <button type="button" className="button button--small" onClick={cancel}>
            {t('frame.exportCancel')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--small" onClick={start}>
          {t('frame.export')}
        </button>
      )}
      <ExportStatus status={status} fileName={fileName} />
    </div>
  );
}

/** How far the export got (announced), and why it stopped when it failed. */
function ExportStatus({ status, fileName }: { status: CsvExportStatus; fileName: string }) {
  const { t } = useTranslation('agentReports');
  return (
    <>
      <p className="report-export__status" role="status">
        {status.state === 'running' && status.progress && t('frame.exporting', { ...status.progress })}
        {status.state === 'done' && t('frame.exported', { count: status.count, fileName })}
      </p>
      {status.state === 'failed' && (
        <p className="field__error" role="alert">
          {t('frame.exportFailed', { reason: describeError(t, status.error) })}
        </p>
      )}
    </>
  );
}
