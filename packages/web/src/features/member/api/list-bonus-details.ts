import type { DateRange } from '@lobby/flows';
import type { Schemas } from '@lobby/sdk';
import {
  getListBonusDetailsQueryOptions,
  listBonusDetails as readBonusDetails,
} from '@/generated/records/records';
import { reportPages } from '@/hooks/report-pages';

/** The bonus details' filters. */
export type BonusFilters = DateRange & { bonusType?: Schemas['BonusType'] };

const bonuses = reportPages(readBonusDetails, getListBonusDetailsQueryOptions);
/** One page of the bonuses credited to the member, with the total of the range (the export reads pages). */
export const listBonusDetails = bonuses.list;
/** A page of the bonus details. */
export const useBonusDetails = bonuses.usePage;
