/** The brand's editorial content: banners, notices, promotions, points mall, missions, help articles. */
import type { Prng } from './prng';

/** A carousel slide. */
export interface Banner {
  id: number;
  groupName: 'w_home' | 'w_leftmenu';
  title: string;
  linkageType: 'NONE' | 'INTERNAL' | 'EXTERNAL' | 'GAME';
  linkage: string;
}

/** Who sees an announcement popup: A logged in, B anonymous, F first-time login. */
export type Audience = 'A' | 'B' | 'F';

/** An announcement (marquee, list or popup). */
export interface Announcement {
  id: number;
  /** B banner-marquee, PL player, PU popup, PR promotion, H help. */
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  execution: Audience;
  title: string;
  content: string;
  time: number;
  agentOnly: boolean;
}

/** A promotion card. */
export interface Promotion {
  id: number;
  title: string;
  category: 'NEW' | 'DAILY' | 'VIP' | 'SLOTS' | 'LIVE' | 'SPORTS';
  summary: string;
  content: string;
  maxReward: number;
  raffle: boolean;
  startTime: number;
  endTime: number;
}

/** A points-mall item. */
export interface PointReward {
  id: string;
  name: string;
  points: number;
  stock: number;
  kind: 'CASH' | 'ITEM' | 'VOUCHER';
  cashValue: number;
}

/** A mission of the reward centre. */
export interface Mission {
  id: string;
  title: string;
  target: number;
  reward: number;
  period: 'daily' | 'weekly';
}

/** A help-centre article. */
export interface Article {
  id: number;
  category: 'FAQ' | 'DEPOSIT' | 'WITHDRAWAL' | 'ACCOUNT' | 'TERMS' | 'PRIVACY' | 'RESPONSIBLE';
  title: string;
  content: string;
  sort: number;
}

/** The content catalogue. */
export interface Content {
  banners: Banner[];
  announcements: Announcement[];
  promotions: Promotion[];
  pointRewards: PointReward[];
  missions: Mission[];
  articles: Article[];
}

const DAY = 86_400_000;

function banners(): Banner[] {
  const home: [string, Banner['linkageType'], string][] = [
    ['Welcome bonus 100% up to 5,000', 'INTERNAL', '/promotions'],
    ['Live casino: Lightning Roulette', 'GAME', 'EVO_004'],
    ['Sports: weekly cashback 1%', 'INTERNAL', '/sports'],
    ['Points mall: redeem your points', 'INTERNAL', '/pointMall'],
    ['Refer a friend', 'INTERNAL', '/member?page=referral'],
  ];
  const left: [string, Banner['linkageType'], string][] = [
    ['VIP club', 'INTERNAL', '/member?page=vip'],
    ['Download the app', 'EXTERNAL', 'https://example.com/app'],
  ];
  return [
    ...home.map(([title, linkageType, linkage], i): Banner => ({
      id: 101 + i,
      groupName: 'w_home',
      title,
      linkageType,
      linkage,
    })),
    ...left.map(([title, linkageType, linkage], i): Banner => ({
      id: 201 + i,
      groupName: 'w_leftmenu',
      title,
      linkageType,
      linkage,
    })),
  ];
}

function announcements(now: number): Announcement[] {
  const rows: [Announcement['type'], Audience, string, string, boolean][] = [
    [
      'B',
      'B',
      'Scheduled maintenance',
      '<p>Sports betting pauses on <b>Tuesday 03:00-04:00 GMT</b> for an upgrade.</p>',
      false,
    ],
    [
      'B',
      'A',
      'New vendor: Hacksaw Gaming',
      '<p>40 new slots are live. <a href="/rng?vassalage=HACKSAW">Play now</a>.</p>',
      false,
    ],
    ['PL', 'A', 'Deposit channels updated', '<p>Bank transfer now credits within 5 minutes.</p>', false],
    ['PL', 'A', 'Responsible gaming', '<p>Set deposit limits in your security centre.</p>', false],
    [
      'PU',
      'B',
      'Welcome to Lobby',
      '<p>Register today and claim a <b>100% first deposit bonus</b>.</p>',
      false,
    ],
    ['PU', 'A', 'Weekend reload', '<p>Reload 50% every Saturday and Sunday.</p>', false],
    [
      'PU',
      'F',
      'Welcome aboard',
      '<p>Thanks for joining: your first mission is waiting in the reward centre.</p>',
      false,
    ],
    ['PR', 'A', 'Slots tournament', '<p>Spin to win a share of 131,000 in prizes.</p>', false],
    ['PR', 'B', 'Live casino cashback', '<p>0.8% cashback on live casino every Monday.</p>', false],
    ['H', 'B', 'How to deposit', '<p>Open Deposit, choose a channel, enter the amount.</p>', false],
    [
      'PL',
      'A',
      'Agent commission schedule',
      '<p>Dividends settle on the 1st and 16th of each month.</p>',
      true,
    ],
    ['PL', 'A', 'New downline tools', '<p>Register downlines directly from the register centre.</p>', true],
  ];
  const list = rows.map(([type, execution, title, content, agentOnly], i): Announcement => ({
    id: 301 + i,
    type,
    execution,
    title,
    content,
    time: now - (i + 1) * 7 * 3_600_000,
    agentOnly,
  }));
  // Enough player notices to fill more than one page of 9 in the announcement popup.
  for (let i = 0; i < 12; i++) {
    list.push({
      id: 400 + i,
      type: 'PL',
      execution: 'A',
      title: `Game update #${i + 1}`,
      content: `<p>Release notes for week ${i + 1}.</p>`,
      time: now - (i + 2) * DAY,
      agentOnly: false,
    });
  }
  return list;
}

function promotions(now: number): Promotion[] {
  const rows: [string, Promotion['category'], number, boolean][] = [
    ['First deposit 100% bonus', 'NEW', 5000, false],
    ['Daily reload 10%', 'DAILY', 1000, false],
    ['VIP birthday gift', 'VIP', 8888, false],
    ['Slots tournament: 131K prize pool', 'SLOTS', 131000, false],
    ['Live casino cashback 0.8%', 'LIVE', 20000, false],
    ['Parlay insurance', 'SPORTS', 3000, false],
    ['Lucky draw: spin the wheel', 'DAILY', 888, true],
    ['Weekend reload 50%', 'NEW', 2500, false],
  ];
  return rows.map(([title, category, maxReward, raffle], i): Promotion => ({
    id: 501 + i,
    title,
    category,
    summary: `${title}. Terms apply.`,
    content: `<h3>${title}</h3><p>Eligible members receive up to ${maxReward.toLocaleString('en-US')}.</p><ul><li>Minimum deposit 100</li><li>Turnover 10x</li></ul>`,
    maxReward,
    raffle,
    startTime: now - 10 * DAY,
    endTime: now + (20 + i) * DAY,
  }));
}

function pointRewards(prng: Prng): PointReward[] {
  const items: [string, PointReward['kind'], number][] = [
    ['Cash 10', 'CASH', 10],
    ['Cash 50', 'CASH', 50],
    ['Cash 200', 'CASH', 200],
    ['Free spins x20', 'VOUCHER', 0],
    ['Sports free bet 25', 'VOUCHER', 0],
    ['Bluetooth earbuds', 'ITEM', 0],
    ['Smart watch', 'ITEM', 0],
    ['Phone 256 GB', 'ITEM', 0],
    ['Branded hoodie', 'ITEM', 0],
    ['Lucky red envelope', 'CASH', 8],
  ];
  return items.map(([name, kind, cashValue], i): PointReward => ({
    id: `R${String(i + 1).padStart(3, '0')}`,
    name,
    kind,
    cashValue,
    points: cashValue > 0 ? cashValue * 100 : prng.pick([1500, 2500, 12000, 30000, 60000]),
    stock: prng.int(0, 3) === 0 && i > 5 ? 0 : prng.int(5, 500),
  }));
}

function missions(): Mission[] {
  return [
    { id: 'M1', title: 'Log in today', target: 1, reward: 5, period: 'daily' },
    { id: 'M2', title: 'Bet 500 on slots', target: 500, reward: 20, period: 'daily' },
    { id: 'M3', title: 'Play 3 live tables', target: 3, reward: 15, period: 'daily' },
    { id: 'M4', title: 'Deposit twice this week', target: 2, reward: 50, period: 'weekly' },
    { id: 'M5', title: 'Win 10 sports bets', target: 10, reward: 80, period: 'weekly' },
  ];
}

function articles(): Article[] {
  const rows: [Article['category'], string, string][] = [
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
      'RESPONSIBLE',
      'Responsible gaming',
      '<p>Gambling should be entertainment. Set limits, take breaks, ask for help.</p>',
    ],
  ];
  return rows.map(([category, title, content], i): Article => ({
    id: 701 + i,
    category,
    title,
    content,
    sort: i + 1,
  }));
}

/** Builds the content catalogue relative to `now`. */
export function buildContent(prng: Prng, now: number): Content {
  return {
    banners: banners(),
    announcements: announcements(now),
    promotions: promotions(now),
    pointRewards: pointRewards(prng),
    missions: missions(),
    articles: articles(),
  };
}
