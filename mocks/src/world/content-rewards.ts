/** The seeded promotions (one a raffle), the points mall's items and the reward centre's missions. */
import type { Mission, PointReward, Promotion } from './content';
import type { Prng } from './prng';

const DAY = 86_400_000;

/** The promotions, running relative to `now`. */
export function promotions(now: number): Promotion[] {
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

/** The points mall, stock and prices drawn from the seed. */
export function pointRewards(prng: Prng): PointReward[] {
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

/** The daily and weekly missions. */
export function missions(): Mission[] {
  return [
    { id: 'M1', title: 'Log in today', target: 1, reward: 5, period: 'daily' },
    { id: 'M2', title: 'Bet 500 on slots', target: 500, reward: 20, period: 'daily' },
    { id: 'M3', title: 'Play 3 live tables', target: 3, reward: 15, period: 'daily' },
    { id: 'M4', title: 'Deposit twice this week', target: 2, reward: 50, period: 'weekly' },
    { id: 'M5', title: 'Win 10 sports bets', target: 10, reward: 80, period: 'weekly' },
  ];
}
