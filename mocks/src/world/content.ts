/** The brand's editorial content: banners, notices, promotions, points mall, missions, help articles. */
import { articles } from './content-articles';
import { announcements, banners } from './content-notices';
import { missions, pointRewards, promotions } from './content-rewards';
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
  category: 'FAQ' | 'DEPOSIT' | 'WITHDRAWAL' | 'ACCOUNT' | 'TERMS' | 'PRIVACY' | 'RESPONSIBLE' | 'STORY';
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
