/**
 * The back office's review of activity applications, as the sandbox plays it: a day after an
 * application is sent (on the sandbox clock) it is decided. With proof attached (at least one image)
 * it is approved and its reward is issued to the reward centre, where the member claims it; without
 * proof it is rejected with the reason. Derived from the application and the clock, so nothing is
 * rewritten and a replayed world decides the same way.
 */
import { now } from '../runtime';
import type { Promotion } from './content';
import type { WorldState } from './model';
import { createPrng } from './prng';
import type { World } from './world';

/** How long the sandbox's back office takes to decide an application. */
export const APPLICATION_REVIEW_MS = 24 * 3_600_000;

type Application = WorldState['applications'][number];

/** Where an application stands now. */
export type ApplicationReview =
  | { status: 'applying'; rewardAmount: null; remark: string }
  | { status: 'rejected'; rewardAmount: null; remark: string }
  | { status: 'issued' | 'claimed'; rewardAmount: number; remark: string; rewardId: string };

/** The reward an approved application issues, as the reward centre lists it. */
export const applicationRewardId = (a: Application): string => `APP-${a.id}`;

export function reviewOf(world: World, a: Application): ApplicationReview {
  if (now() - a.time < APPLICATION_REVIEW_MS)
    return { status: 'applying', rewardAmount: null, remark: `${a.images} image(s)` };
  if (a.images === 0)
    return { status: 'rejected', rewardAmount: null, remark: 'No proof of eligibility attached' };
  const p = world.catalogue.content.promotions.find((x) => String(x.id) === a.promotionId) as Promotion;
  // The amount is fixed per application, like a raffle's prize, so a replayed world issues the same.
  const cents = createPrng(`${world.seed}:application:${a.id}`).int(1, p.maxReward) * 100;
  const rewardId = applicationRewardId(a);
  const claimed = world.state.claimedRewards.has(`reward:${a.memberId}:${rewardId}`);
  return {
    status: claimed ? 'claimed' : 'issued',
    rewardAmount: cents,
    remark: 'Approved: claim the reward in the reward centre',
    rewardId,
  };
}

/** The member's approved applications whose rewards the reward centre lists. */
export function approvedApplications(
  world: World,
  memberId: number,
): { application: Application; title: string; amount: number; claimed: boolean; decidedAt: number }[] {
  return world.state.applications
    .filter((a) => a.memberId === memberId)
    .flatMap((a) => {
      const review = reviewOf(world, a);
      if (review.status !== 'issued' && review.status !== 'claimed') return [];
      const title =
        world.catalogue.content.promotions.find((x) => String(x.id) === a.promotionId)?.title ??
        a.promotionId;
      return [
        {
          application: a,
          title,
          amount: review.rewardAmount,
          claimed: review.status === 'claimed',
          decidedAt: a.time + APPLICATION_REVIEW_MS,
        },
      ];
    });
}
