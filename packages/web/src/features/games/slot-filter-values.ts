/** Slot filters (section 9): minimum bet 1 or more, 25 lines or more. */
export const SLOT_FILTERS = { minBet: 1, lines: 25 } as const;
