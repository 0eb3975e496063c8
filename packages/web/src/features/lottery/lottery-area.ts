/** The lottery lobby call's fixed area (section 9: lottery area VN). */
export const LOTTERY_AREA = 'VN';
