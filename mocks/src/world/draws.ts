/**
 * The lottery's draws on the sandbox clock: each game draws every `drawIntervalMinutes` from a fixed start in
 * the day, and a draw's numbers follow from the world's seed, the game and the draw's time. So the history is
 * the same on every read, survives a reset and a snapshot, and a new draw appears once the clock passes it
 * (`POST /__sandbox/clock` brings the next ones without waiting).
 */
import type { Game } from './games';
import { createPrng } from './prng';

const DAY_MS = 86_400_000;
/** The backend keeps this many days of draws: today and the days before it. */
export const DRAW_HISTORY_DAYS = 30;

/** Minutes between draws: keno-style games fast, national lotteries daily. */
export const drawIntervalMinutes = (g: Pick<Game, 'gameName'>): number =>
  /Keno 1/.test(g.gameName) ? 1 : /Keno|Fast|PK10|Lucky/.test(g.gameName) ? 3 : 1440;

/** A daily lottery draws at 11:15 UTC (18:15 in Vietnam); fast games from midnight. */
const firstDrawOfDay = (interval: number): number => (interval >= DAY_MS ? 11 * 3_600_000 + 15 * 60_000 : 0);

/** How many balls a game draws, from which range, and whether a number can repeat. */
interface Balls {
  count: number;
  min: number;
  max: number;
  distinct: boolean;
  digits: number;
}

const BALLS: readonly [RegExp, Balls][] = [
  [/Mega 6\/45/, { count: 6, min: 1, max: 45, distinct: true, digits: 2 }],
  [/Power 6\/55/, { count: 6, min: 1, max: 55, distinct: true, digits: 2 }],
  [/Keno/, { count: 20, min: 1, max: 80, distinct: true, digits: 2 }],
  [/Fast 3/, { count: 3, min: 1, max: 6, distinct: false, digits: 1 }],
  [/PK10/, { count: 10, min: 1, max: 10, distinct: true, digits: 2 }],
  [/4D/, { count: 3, min: 0, max: 9999, distinct: false, digits: 4 }],
  [/6D/, { count: 1, min: 0, max: 999_999, distinct: false, digits: 6 }],
  [/3D/, { count: 2, min: 0, max: 999, distinct: false, digits: 3 }],
  [/Lucky 5/, { count: 5, min: 0, max: 9, distinct: false, digits: 1 }],
];
/** The national lotteries' (Northern, Southern, ...) special prize and its first prizes. */
const DEFAULT_BALLS: Balls = { count: 3, min: 0, max: 99_999, distinct: false, digits: 5 };

/** One drawn issue. */
export interface Draw {
  game: Game;
  at: number;
  numero: string;
  numbers: string[];
}

function numbersOf(seed: string, g: Game, at: number): string[] {
  const balls = BALLS.find(([re]) => re.test(g.gameName))?.[1] ?? DEFAULT_BALLS;
  // The same draw always shows the same numbers.
  const prng = createPrng(`${seed}:${g.gameCode}:${at}`);
  const picked: number[] = [];
  while (picked.length < balls.count) {
    const n = prng.int(balls.min, balls.max);
    if (!balls.distinct || !picked.includes(n)) picked.push(n);
  }
  if (balls.distinct && balls.max - balls.min > balls.count) picked.sort((a, b) => a - b);
  return picked.map((n) => String(n).padStart(balls.digits, '0'));
}

const yyyymmdd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

function drawAt(seed: string, g: Game, at: number): Draw {
  const interval = drawIntervalMinutes(g) * 60_000;
  const dayStart = Math.floor(at / DAY_MS) * DAY_MS;
  // A daily game's issue is its day; a fast game's adds the draw's number in the day.
  const seq = Math.floor((at - dayStart) / interval) + 1;
  const numero = interval >= DAY_MS ? yyyymmdd(at) : `${yyyymmdd(at)}${String(seq).padStart(4, '0')}`;
  return { game: g, at, numero, numbers: numbersOf(seed, g, at) };
}

/** The game's latest `count` draws at `now`, latest first. */
export function latestDraws(seed: string, g: Game, now: number, count: number): Draw[] {
  const interval = drawIntervalMinutes(g) * 60_000;
  const offset = firstDrawOfDay(interval);
  const last = Math.floor((now - offset) / interval) * interval + offset;
  return Array.from({ length: count }, (_, i) => drawAt(seed, g, last - i * interval));
}

/** The game's draws of the UTC day starting at `dayStart` that have happened by `now`, latest first. */
export function drawsOfDay(seed: string, g: Game, dayStart: number, now: number): Draw[] {
  const interval = drawIntervalMinutes(g) * 60_000;
  const end = Math.min(dayStart + DAY_MS - 1, now);
  const first = dayStart + firstDrawOfDay(interval);
  if (end < first) return [];
  const count = Math.floor((end - first) / interval) + 1;
  return Array.from({ length: count }, (_, i) => drawAt(seed, g, first + (count - 1 - i) * interval));
}

/** Start of the oldest UTC day whose draws are kept at `now`. */
export const oldestKeptDay = (now: number): number =>
  Math.floor(now / DAY_MS) * DAY_MS - (DRAW_HISTORY_DAYS - 1) * DAY_MS;
