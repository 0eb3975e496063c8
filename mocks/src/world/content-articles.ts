import type { Article } from './content';

/** The help centre's articles, the terms among them: category, title and HTML content. */
const ARTICLE_ROWS: [Article['category'], string, string][] = [
  [
    'FAQ',
    'How do I register?',
    '<p>Press Register, fill in the form and accept the terms. You must be 18 or older.</p>',
  ],
  ['FAQ', 'I forgot my password', '<p>Use Forgot password with your email or mobile number.</p>'],
  [
    'DEPOSIT',
    'Deposit methods',
    '<p>Bank transfer, e-wallet and QR payments. Credits usually arrive within 5 minutes.</p>',
  ],
  [
    'DEPOSIT',
    'Deposit tutorial',
    '<ol><li>Open Deposit</li><li>Choose a channel</li><li>Enter the amount and confirm</li></ol>',
  ],
  [
    'WITHDRAWAL',
    'Withdrawal times',
    '<p>Withdrawals are processed within 30 minutes. Confirm receipt in your member centre.</p>',
  ],
  [
    'WITHDRAWAL',
    'Withdrawal confirmation',
    '<p>Unconfirmed withdrawals count as received after 30 minutes. A forced receipt cannot be reversed.</p>',
  ],
  [
    'ACCOUNT',
    'Security centre',
    '<p>Change your password regularly; the default password 123456 must be changed at first login.</p>',
  ],
  [
    'TERMS',
    'Terms and conditions',
    '<h2>Terms and conditions</h2><p>1. Members must be at least 18 years old.</p><p>2. One account per person, household and IP address.</p><p>3. Bonus abuse voids winnings.</p><p>4. The operator may suspend accounts that breach these terms.</p>',
  ],
  [
    'PRIVACY',
    'Privacy policy',
    '<p>We keep your data for as long as the law requires and never sell it.</p>',
  ],
  [
    'STORY',
    'Our story',
    '<p>Lobby began as a small team of players who wanted fair games, fast payouts and support that answers.</p><p>Today it brings the best vendors together in one lobby, with the same promise.</p>',
  ],
  [
    'RESPONSIBLE',
    'Responsible gaming',
    '<p>Gambling should be entertainment. Set limits, take breaks, ask for help.</p>',
  ],
];

/** The help centre's articles, in their order. */
export function articles(): Article[] {
  return ARTICLE_ROWS.map(([category, title, content], i): Article => ({
    id: 701 + i,
    category,
    title,
    content,
    sort: i + 1,
  }));
}
