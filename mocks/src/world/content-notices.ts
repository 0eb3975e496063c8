/** The seeded banners (home carousel, side menu) and announcements (marquee, list, popups per audience). */
import type { Announcement, Audience, Banner } from './content';

const DAY = 86_400_000;

/** The carousels' slides. */
export function banners(): Banner[] {
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

type NoticeRow = [Announcement['type'], Audience, string, string];

/** The notices every visitor or member may see: banners, marquee, popups, promotions, help. */
const SITE_NOTICES: NoticeRow[] = [
  [
    'B',
    'B',
    'Scheduled maintenance',
    '<p>Sports betting pauses on <b>Tuesday 03:00-04:00 GMT</b> for an upgrade.</p>',
  ],
  [
    'B',
    'A',
    'New vendor: Hacksaw Gaming',
    '<p>40 new slots are live. <a href="/rng?vassalage=HACKSAW">Play now</a>.</p>',
  ],
  ['PL', 'A', 'Deposit channels updated', '<p>Bank transfer now credits within 5 minutes.</p>'],
  ['PL', 'A', 'Responsible gaming', '<p>Set deposit limits in your security centre.</p>'],
  ['PU', 'B', 'Welcome to Lobby', '<p>Register today and claim a <b>100% first deposit bonus</b>.</p>'],
  ['PU', 'A', 'Weekend reload', '<p>Reload 50% every Saturday and Sunday.</p>'],
  [
    'PU',
    'F',
    'Welcome aboard',
    '<p>Thanks for joining: your first mission is waiting in the reward centre.</p>',
  ],
  ['PR', 'A', 'Slots tournament', '<p>Spin to win a share of 131,000 in prizes.</p>'],
  ['PR', 'B', 'Live casino cashback', '<p>0.8% cashback on live casino every Monday.</p>'],
  ['H', 'B', 'How to deposit', '<p>Open Deposit, choose a channel, enter the amount.</p>'],
];

/** The notices only agents see (agent centre). */
const AGENT_NOTICES: NoticeRow[] = [
  ['PL', 'A', 'Agent commission schedule', '<p>Dividends settle on the 1st and 16th of each month.</p>'],
  ['PL', 'A', 'New downline tools', '<p>Register downlines directly from the register centre.</p>'],
];

/** Enough player notices to fill more than one page of 9 in the announcement popup. */
function gameUpdates(now: number): Announcement[] {
  return Array.from({ length: 12 }, (_, i) => ({
    id: 400 + i,
    type: 'PL',
    execution: 'A',
    title: `Game update #${i + 1}`,
    content: `<p>Release notes for week ${i + 1}.</p>`,
    time: now - (i + 2) * DAY,
    agentOnly: false,
  }));
}

/** The announcements, dated relative to `now`. */
export function announcements(now: number): Announcement[] {
  const rows = [
    ...SITE_NOTICES.map((row) => [...row, false] as const),
    ...AGENT_NOTICES.map((row) => [...row, true] as const),
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
  return [...list, ...gameUpdates(now)];
}
