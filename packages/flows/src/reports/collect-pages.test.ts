import { describe, expect, it, vi } from 'vitest';
import { collectAllPages } from './collect-pages.js';

const server = (total: number) =>
  vi.fn(async (pageNo: number, pageSize: number) => ({
    list: Array.from(
      { length: Math.max(0, Math.min(pageSize, total - (pageNo - 1) * pageSize)) },
      (_, i) => (pageNo - 1) * pageSize + i,
    ),
    total,
  }));

describe('collectAllPages', () => {
  it('reads every page one after another, 100 rows a call, reporting progress', async () => {
    const fetchPage = server(250);
    const progress: unknown[] = [];
    const rows = await collectAllPages(fetchPage, { onProgress: (p) => progress.push(p) });
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(fetchPage.mock.calls.map(([pageNo, pageSize]) => [pageNo, pageSize])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(progress).toEqual([
      { loaded: 100, total: 250 },
      { loaded: 200, total: 250 },
      { loaded: 250, total: 250 },
    ]);
  });
  it('stops on an exact last page and on an empty list', async () => {
    const exact = server(200);
    expect(await collectAllPages(exact)).toHaveLength(200);
    expect(exact).toHaveBeenCalledTimes(2);
    const none = server(0);
    expect(await collectAllPages(none)).toEqual([]);
    expect(none).toHaveBeenCalledTimes(1);
  });
  it('stops on a short page even when the total grew meanwhile', async () => {
    const fetchPage = vi.fn(async (pageNo: number) => ({ list: pageNo === 1 ? [1, 2] : [3], total: 5 }));
    expect(await collectAllPages(fetchPage, { pageSize: 2 })).toEqual([1, 2, 3]);
  });
  it('cancels between calls with the signal’s reason', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (pageNo: number, pageSize: number) => {
      if (pageNo === 2) controller.abort(new Error('cancelled'));
      return { list: Array.from({ length: pageSize }, () => pageNo), total: 1000 };
    });
    await expect(collectAllPages(fetchPage, { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
  it('refuses a list that never ends instead of exporting part of it', async () => {
    const endless = vi.fn(async (_pageNo: number, pageSize: number) => ({
      list: Array.from({ length: pageSize }, () => 0),
      total: Number.MAX_SAFE_INTEGER,
    }));
    await expect(collectAllPages(endless, { maxPages: 3 })).rejects.toThrow('after 3 pages');
  });
});
