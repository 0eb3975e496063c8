import type { AffiliateValues } from './rules.js';

/** An application as an applicant types it (spaces around the name and the link), for the affiliate tests. */
export const applicantValues: AffiliateValues = {
  name: ' Linh Tran ',
  email: 'linh@example.com',
  countryDialingCode: '+84',
  mobile: '912345678',
  channels: [{ type: 'WEBSITE', link: ' https://linh.example.com ' }],
  expectedMonthlyPlayers: '11-50',
  message: '',
  termsAccepted: true,
};
