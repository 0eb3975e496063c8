/** Lottery states: the VN lottery's games, their draws of a day and the days whose draws are no longer kept. */
import { STATE } from '../../harness/states';
import { expectFact, str, type StateHandler } from './sandbox';

const DAY_MS = 86_400_000;
/** `daysAgo` days before today on the provider's clock, `yyyy-MM-dd` (GMT, as draw days are). */
const dayAgo = (daysAgo: unknown): string =>
  new Date(Date.now() - Number(daysAgo) * DAY_MS).toISOString().slice(0, 10);

const latestOf = async (sandbox: Parameters<StateHandler>[1], gameCode: string) =>
  (await sandbox.sdk().lottery.listOpenNumbers({})).filter((d) => d.gameCode === gameCode);

const lotteryGame: StateHandler = async ({ gameCode }, sandbox) => {
  expectFact((await latestOf(sandbox, str(gameCode))).length > 0, `no lottery game ${str(gameCode)}`);
  return undefined;
};

const noLotteryGame: StateHandler = async ({ gameCode }, sandbox) => {
  expectFact((await latestOf(sandbox, str(gameCode))).length === 0, `lottery game ${str(gameCode)} exists`);
  return undefined;
};

const lotteryDrawDay: StateHandler = async ({ gameCode, daysAgo }, sandbox) => {
  const date = dayAgo(daysAgo);
  const page = await sandbox
    .sdk()
    .lottery.listLottoOpenNumbers({ gameCode: str(gameCode), date, pageSize: 1 });
  expectFact(page.total > 0, `lottery game ${str(gameCode)} did not draw on ${date}`);
  return { date };
};

const lotteryDayGone: StateHandler = async ({ daysAgo }) => ({ date: dayAgo(daysAgo) });

/** The lottery tag's states. */
export const lotteryStates: Record<string, StateHandler> = {
  [STATE.lotteryGame]: lotteryGame,
  [STATE.noLotteryGame]: noLotteryGame,
  [STATE.lotteryDrawDay]: lotteryDrawDay,
  [STATE.lotteryDayGone]: lotteryDayGone,
};
