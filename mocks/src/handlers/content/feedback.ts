/** Feedback: a question with its words counted and up to three images. */
import { refuse } from '../../http/envelope';
import { defineHandlers } from '../../http/operation';
import type { Ctx } from '../../http/types';
import { now } from '../../runtime';
import { checkImages, me } from '../format';

/** Images a feedback takes at most. */
const MAX_IMAGES = 3;
/** Feedback length bounds, in words. */
const FEEDBACK_WORDS = [3, 500] as const;

/** The feedback handlers. */
export const feedbackHandlers = defineHandlers({
  sendFeedback: (ctx: Ctx<'sendFeedback'>) => {
    const m = me(ctx);
    const words = ctx.input.content.trim().split(/\s+/).filter(Boolean).length;
    if (words < FEEDBACK_WORDS[0] || words > FEEDBACK_WORDS[1])
      throw refuse(`content: must have between ${FEEDBACK_WORDS[0]} and ${FEEDBACK_WORDS[1]} words`);
    const images = ctx.files.filter((f) => f.field === 'images');
    checkImages(images, MAX_IMAGES);
    ctx.world.state.feedback.push({
      memberId: m.id,
      questionType: ctx.input.questionType,
      content: ctx.input.content,
      images: images.length,
      time: now(),
    });
    return true;
  },
});
