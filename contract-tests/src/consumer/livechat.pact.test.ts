/** Live chat domain: the chat hosts and launching a chat. */
import { describe, expect } from 'vitest';
import { lobbyPact } from '../harness/lobby-pact';
import { itFails, itSucceeds } from '../harness/operation-cases';
import { given, STATE } from '../harness/states';

const pact = lobbyPact('livechat');

describe('livechat', () => {
  itSucceeds(pact, {
    operationId: 'listChatModels',
    description: 'the live chat hosts',
    input: { language: 'EN' },
    check: (models) => expect(models[0]?.modelId).toBeTypeOf('string'),
  });

  itSucceeds(pact, {
    operationId: 'launchChat',
    description: 'a chat with an existing host',
    states: [given(STATE.chatHost, { modelId: 'LC01' })],
    input: { modelId: 'LC01', language: 'EN' },
    check: (chat) => expect(chat.url).toBeTypeOf('string'),
  });

  itFails(pact, {
    operationId: 'launchChat',
    description: 'a chat with a host that does not exist',
    input: { modelId: 'NO-SUCH-HOST' },
    failure: { status: 404 },
  });
});
