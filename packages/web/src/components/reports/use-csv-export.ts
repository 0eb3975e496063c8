import { useEffect, useRef, useState } from 'react';
import { collectAllPages, toCsv, type CsvColumn, type ListPage, type PagesProgress } from '@lobby/flows';
import { downloadText } from './download-file';

/** Where an export is: not started, reading pages, downloaded, or stopped by a failure. */
export type CsvExportStatus =
  | { state: 'idle' }
  | { state: 'running'; progress: PagesProgress | null }
  | { state: 'done'; count: number }
  | { state: 'failed'; error: unknown };

// A byte-order mark, so spreadsheet programs read the file as UTF-8 (names in Thai, Arabic, Chinese).
const BOM = '\uFEFF';

/**
 * An export of EVERY row: pages of 100 read one after another (progress reported, cancelable), written as
 * formula-safe CSV and downloaded as `fileName`. Leaving the screen cancels it.
 */
export function useCsvExport<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  fetchPage: (pageNo: number, pageSize: number, signal?: AbortSignal) => Promise<ListPage<Row>>,
) {
  const [status, setStatus] = useState<CsvExportStatus>({ state: 'idle' });
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
  return { status, start: () => void start(), cancel: () => controller.current?.abort() };
}
