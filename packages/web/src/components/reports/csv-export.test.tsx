import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CsvExport } from './csv-export';
import { renderWithTexts } from './reports-testing';

type Row = { id: number; name: string };
const columns = [
  { header: 'ID', csv: (r: Row) => r.id },
  { header: 'Name', csv: (r: Row) => r.name },
];

/** Captures what would be downloaded: the Blob handed to a link, and the link's file name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

// jsdom's Blob has no text(): read it as a browser would before Blob.text existed.
const readBlob = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob ?? new Blob());
  });

describe('CsvExport', () => {
  it('reads every page of the filters and downloads them all as formula-safe CSV', async () => {
    const downloads = captureDownloads();
    const fetchPage = vi.fn(async (pageNo: number, pageSize: number) => ({
      list: Array.from({ length: Math.min(pageSize, 250 - (pageNo - 1) * pageSize) }, (_, i) => ({
        id: (pageNo - 1) * pageSize + i + 1,
        name: i === 0 ? `=cmd${pageNo}` : `user${i}`,
      })),
      total: 250,
    }));
    await renderWithTexts(
      <CsvExport fileName="team-bets_2026-11-17_2026-11-23.csv" columns={columns} fetchPage={fetchPage} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Rows exported: 250 (team-bets_2026-11-17_2026-11-23.csv)')).toBeTruthy();
    expect(fetchPage.mock.calls.map(([pageNo, pageSize]) => [pageNo, pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(downloads.names).toEqual(['team-bets_2026-11-17_2026-11-23.csv']);
    const text = await readBlob(downloads.blobs[0]);
    const lines =
      text
        ?.replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean) ?? [];
    expect(lines).toHaveLength(251);
    expect(lines[0]).toBe('ID,Name');
    expect(lines[1]).toBe("1,'=cmd1");
  });

  it('cancels an export in flight: nothing is downloaded and the button comes back', async () => {
    const downloads = captureDownloads();
    const fetchPage = vi.fn(
      (_pageNo: number, _pageSize: number, signal?: AbortSignal) =>
        new Promise<never>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    await renderWithTexts(<CsvExport fileName="x.csv" columns={columns} fetchPage={fetchPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(downloads.names).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why an export stopped and keeps the button to try again', async () => {
    captureDownloads();
    const fetchPage = vi.fn(async () => {
      throw new Error('boom');
    });
    await renderWithTexts(<CsvExport fileName="x.csv" columns={columns} fetchPage={fetchPage} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The export stopped: /);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
