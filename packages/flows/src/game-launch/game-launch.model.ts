import { done, fail, serverError } from '../testing/fakes.js';
import type { ModelSpec } from '../testing/model-harness.js';
import { gameLaunchMachine } from './game-launch.machine.js';

const card = { nodeId: 5, vassalage: 'PG', gameType: 'LIVE', gameCode: 'g5' };

const launchEvents = [
  done('launchGame', { url: 'https://g/x', mode: 'iframe' }),
  fail('launchGame', serverError('Game maintenance')),
  { type: 'RETRY' },
];

/** The gameLaunch machine's model: the runs (input, event variants, abstraction) whose union must cover it. */
export const gameLaunchModel: ModelSpec = {
  name: 'gameLaunch',
  machine: gameLaunchMachine,
  runs: [
    { input: { loggedIn: false, role: null, game: card }, events: launchEvents },
    { input: { loggedIn: true, role: 'trial', game: card }, events: launchEvents },
    { input: { loggedIn: true, role: 'player', game: { ...card, vassalage: 'LOTT' } }, events: launchEvents },
    {
      input: { loggedIn: true, role: 'agent', game: { ...card, isGame: 'VASSALAGE' } },
      events: launchEvents,
    },
    { input: { loggedIn: true, role: 'player', game: card }, events: launchEvents },
  ],
};
