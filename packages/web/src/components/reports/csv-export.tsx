import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collectAllPages, toCsv, type CsvColumn, type ListPage, type PagesProgress } from '@lobby/flows';
import { describeError } from '@/lib/error-keys';
import { downloadText } from './download-file';

type Status =
  | { state: 'idle' }
  | { state: 'running'; progress: PagesProgress | null }
  | { state: 'done'; count: number }
  | { state: 'failed'; error: unknown };

// A byte-order mark, so spreadsheet programs read the file as UTF-8 (names in Thai, Arabic, Chinese).
const BOM = '\uFEFF';

/**
 * Exports EVERY row matching the report's filters: pages of 100 read one after another (progress
 * shown, cancelable), written as formula-safe CSV and downloaded as `fileName`.
 */
export function CsvExport<Row>({
  fileName,
  columns,
  fetchPage,
}: {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<ListPage<Row>>;
}) {
  const { t } = useTranslation('agentReports');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ state: 'running', progress: null });
    try {
      const rows = await collectAllPages(fetchPage, {
        signal: abort.signal,
        onProgress: (progress) => setStatus({ state: 'running', progress }),
      });
      downloadText(fileName, BOM + toCsv(rows, columns));
      setStatus({ state: 'done', count: rows.length });
    } catch (error) {
      setStatus(abort.signal.aborted ? { state: 'idle' } : { state: 'failed', error });
    }
  };
  const running = status.state === 'running';
  return (
    <div className="report-export">
      {running ? (
        <>
          <progress
            max={status.progress?.total || 1}
            value={status.progress?.loaded ?? 0}
            aria-label={t('frame.exportProgress')}
          />
          <button type="button" className="button button--small" onClick={() => controller.current?.abort()}>
            {t('frame.exportCancel')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--small" onClick={() => void start()}>
          {t('frame.export')}
        </button>
      )}
      <p className="report-export__status" role="status">
        {running && status.progress && t('frame.exporting', { ...status.progress })}
        {status.state === 'done' && t('frame.exported', { count: status.count, fileName })}
      </p>
      {status.state === 'failed' && (
        <p className="field__error" role="alert">
          {t('frame.exportFailed', { reason: describeError(t, status.error) })}
        </p>
      )}
    </div>
  );
}
