import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import { getListBetRecordsQueryOptions, listBetRecords as readBetRecords } from '@/generated/records/records';
import { reportPages } from '@/hooks/report-pages';

/** The betting record's filters. */
export type BetRecordFilters = DateRange & { gameType?: string; status?: Schemas['BetStatus'] };

const bets = reportPages(readBetRecords, getListBetRecordsQueryOptions);
/** One page of the member's own bets, with the totals of the whole range (the export reads pages). */
export const listBetRecords = bets.list;
/** A page of the betting record (the last page stays shown while the next loads). */
export const useBetRecords = bets.usePage;
