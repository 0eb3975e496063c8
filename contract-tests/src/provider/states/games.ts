/** Games states: the catalogues (games, lottery, live chat hosts) and a member's favourites and recent plays. */
import { STATE } from '../../harness/states';
import { expectFact, str, type StateHandler } from './sandbox';

const game: StateHandler = async ({ gameType, vassalage, nodeId }, sandbox) => {
  const page = await sandbox.sdk().games.listGames({
    gameType: str(gameType),
    vassalage: str(vassalage),
    pageNo: 1,
    pageSize: 999,
  });
  expectFact(
    page.list.some((g) => g.nodeId === Number(nodeId)),
    `no ${str(gameType)} game ${str(nodeId)} of ${str(vassalage)}`,
  );
  return undefined;
};

/** Launches the RNG game as the member, which puts it in the recent plays. */
const recentGame: StateHandler = async ({ username, nodeId }, sandbox) => {
  const client = await sandbox.session(username);
  const page = await client.games.listGames({ gameType: 'RNG', pageNo: 1, pageSize: 50 });
  const found = page.list.find((g) => g.nodeId === Number(nodeId));
  if (!found) throw new Error(`state: no RNG game ${str(nodeId)}`);
  await client.games.launchGame({
    nodeId: found.nodeId,
    vassalage: found.vassalage,
    gameType: found.gameType,
  });
  return undefined;
};

const favourite: StateHandler = async ({ username, nodeId }, sandbox) => {
  const client = await sandbox.session(username);
  if (!(await client.games.getFavouriteIds()).includes(Number(nodeId)))
    await client.games.addFavourite({ nodeId: Number(nodeId) });
  return undefined;
};

const notFavourite: StateHandler = async ({ username, nodeId }, sandbox) => {
  const client = await sandbox.session(username);
  if ((await client.games.getFavouriteIds()).includes(Number(nodeId)))
    await client.games.removeFavourite({ nodeId: Number(nodeId) });
  return undefined;
};

const chatHost: StateHandler = async ({ modelId }, sandbox) => {
  const models = await sandbox.sdk().livechat.listChatModels({});
  expectFact(
    models.some((m) => m.modelId === modelId),
    `no chat host ${str(modelId)}`,
  );
  return undefined;
};

/** The states of the games and livechat tags. */
export const gamesStates: Record<string, StateHandler> = {
  [STATE.game]: game,
  [STATE.recentGame]: recentGame,
  [STATE.favourite]: favourite,
  [STATE.notFavourite]: notFavourite,
  [STATE.chatHost]: chatHost,
};
