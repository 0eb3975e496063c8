/** Content domain: announcements, notices and banners, promotions, activities, feedback, inbox. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { exampleFile, examplePng } from '../harness/example-files';
import { itFails, itSucceeds, itSucceedsAndNeedsSession } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const { boolean, integer } = MatchersV3;
const pact = lobbyPact('content');
const inbox = given(STATE.message, { username: 'demo' });
const feedback = {
  questionType: 'GAME',
  content: 'The game froze after the bonus round started today',
} as const;

describe('content', () => {
  itSucceeds(pact, {
    operationId: 'listAnnouncements',
    description: 'the announcements of the web site',
    input: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
    check: (list) => expect(list[0]?.title).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'getNotices',
    description: 'the banners, player notices, popups and promotion notices',
    input: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
    check: (notices) => expect(notices.banners[0]?.url).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'listPromotions',
    description: "the promotions of the web site with the member's statuses",
    input: { platform: 'W', language: 'EN' },
    check: (list) => expect(list[0]?.status).toBeTypeOf('string'),
  });
  itSucceeds(pact, {
    operationId: 'listPromotions',
    description: 'the promotions of the web site for a visitor (the token is optional)',
    as: null,
    input: { platform: 'W', language: 'EN' },
    check: (list) => expect(list[0]?.id).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'claimRafflePromotion',
    description: 'a claim of a raffle promotion',
    states: [given(STATE.rafflePromotion, { promotionId: '507' })],
    input: { 'Idempotency-Key': 'pact-raffle-claim-0001', promotionId: '507' },
    overrides: { promotionId: MatchersV3.string('507') },
    check: (result) => expect(result.promotionId).toBe('507'),
  });
  itFails(pact, {
    operationId: 'claimRafflePromotion',
    description: 'a claim of a promotion without a raffle',
    states: [given(STATE.promotion, { promotionId: '501' })],
    input: { 'Idempotency-Key': 'pact-raffle-claim-0002', promotionId: '501' },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listActivities',
    description: "the member's promotion applications",
    states: [given(STATE.appliedActivity, { username: 'demo', promotionId: '502' })],
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.promotionId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'applyActivity',
    description: 'an application for a promotion with a comment',
    states: [given(STATE.promotion, { promotionId: '502' })],
    input: { promotionId: '502', comment: 'Deposited 500 yesterday' },
    overrides: { promotionId: MatchersV3.string('502') },
    check: (activity) => expect(activity.promotionId).toBe('502'),
  });
  itSucceeds(pact, {
    operationId: 'applyActivity',
    description: 'an application for a promotion with a comment and two images',
    states: [given(STATE.promotion, { promotionId: '503' })],
    input: {
      promotionId: '503',
      comment: 'Birthday on the 3rd',
      images: [examplePng('id-card.png'), examplePng('birthday.png')],
    },
    overrides: { promotionId: MatchersV3.string('503') },
    check: (activity) => expect(activity.status).toBe('applying'),
  });
  itFails(pact, {
    operationId: 'applyActivity',
    description: 'a second application for the same promotion',
    states: [given(STATE.appliedActivity, { username: 'demo', promotionId: '502' })],
    input: { promotionId: '502', comment: 'Once more' },
    failure: {},
  });
  itFails(pact, {
    operationId: 'applyActivity',
    description: 'an application with a gif image',
    states: [given(STATE.promotion, { promotionId: '502' })],
    input: { promotionId: '502', images: [exampleFile('funny.gif', 'image/gif', 'example gif image bytes')] },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'sendFeedback',
    description: 'a feedback about a game',
    input: feedback,
    value: boolean(true),
  });
  itFails(pact, {
    operationId: 'sendFeedback',
    description: 'a feedback of one word',
    input: { questionType: 'OTHER', content: 'Hello' },
    failure: {},
  });
  itSucceeds(pact, {
    operationId: 'sendFeedback',
    description: 'a feedback about a withdrawal with a screenshot',
    input: {
      questionType: 'WITHDRAWAL',
      content: 'My withdrawal has not arrived yet',
      images: [examplePng('screenshot.png')],
    },
    value: boolean(true),
  });
  itFails(pact, {
    operationId: 'sendFeedback',
    description: 'a feedback with four images',
    input: { ...feedback, images: ['1.png', '2.png', '3.png', '4.png'].map(examplePng) },
    failure: {},
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'getUnreadCount',
    description: "the number of the member's unread messages",
    states: [inbox],
    value: integer(3),
    check: (count) => expect(count).toBeGreaterThanOrEqual(0),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'listMessages',
    description: "a page of the member's inbox",
    states: [inbox],
    input: { pageNo: 1, pageSize: 20 },
    check: (page) => expect(page.list[0]?.messageId).toBeTypeOf('string'),
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'readMessage',
    description: 'a message marked as read',
    states: [inbox],
    input: { messageId: 'MSG1' },
    fromState: { messageId: 'messageId' },
    value: boolean(true),
  });
  itFails(pact, {
    operationId: 'readMessage',
    description: 'a message that does not exist marked as read',
    input: { messageId: 'NO-SUCH-MESSAGE' },
    failure: { status: 404 },
  });

  itSucceedsAndNeedsSession(pact, {
    operationId: 'deleteMessage',
    description: 'a message deleted',
    states: [inbox],
    input: { messageId: 'MSG1' },
    fromState: { messageId: 'messageId' },
    value: boolean(true),
  });
});
