import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as sdk from '@lobby/sdk';

/**
 * Every call the product spec lists for the site (its table of calls and the relay, home, points, live chat and
 * country lists below it), by the SDK operation that makes it, with the path the spec names where it names one.
 */
const SEED_CALLS: readonly (readonly [operation: string, path?: string])[] = [
  ['session.login', '/wps/session/login'],
  ['session.freePlayLogin', '/wps/session/login/freeplay'],
  ['session.logout', '/wps/session/logout'],
  ['verification.sendSmsNoLogin', '/wps/verification/sms/noLogin'],
  ['verification.sendSmsRegister', '/wps/verification/sms/register'],
  ['system.getWhitelabel', '/wps/system/whitelabel'],
  ['games.getGameMenus', '/lgw/games/game_menus'],
  ['member.getMemberInfo', '/wps/member/info'],
  ['member.register', '/wps/member/register'],
  ['member.registerMobile', '/wps/member/register/mobile'],
  ['member.changePassword', '/wps/member/password'],
  ['agent.checkAffiliate', '/wps/agent/affiliate'],
  ['system.getRegisterSettings', '/wps/system/setting/register'],
  ['member.forgotPasswordEmail', '/wps/member/password/email'],
  ['member.setPasswordByPhone', '/wps/member/password/verification'],
  ['session.getCaptcha', '/wps/captcha'],
  ['member.getMemberIcon', '/wps/member/info/icon'],
  ['system.getSystemStatus', '/wps/system/status'],
  ['wallet.getBalance', '/wps/v2/wallets/balance'],
  ['wallet.walletTransfer', '/wps/relay/GCS_walletTransfer'],
  ['games.launchGame', '/wps/game/launchGame'],
  ['games.listPvpRooms', '/wps/relay/GLS2_roomList'],
  ['lottery.getLotteryMenu', '/lgw/vn/games/game_menu'],
  ['lottery.getLotteryRecent', '/lgw/vn/games/game_menu/recent'],
  ['lottery.getLotteryLobby'],
  ['rewards.getMissionSummary'],
  ['rewards.getMissionLeaderboard'],
  ['lottery.listOpenNumbers', '/lgw/vn/numeros/opened/game'],
  ['lottery.listLottoOpenNumbers', '/lotto/lgw/games/opened/numero'],
  ['member.getConsolidatedFunds', '/wps/member/info/funds/consolidated'],
  ['system.getDomainRoute', '/wps/system/domainRoute'],
  ['content.sendFeedback', '/wps/feedback'],
  ['content.getUnreadCount', '/wps/relay/CSP_unreadCount'],
  ['system.getHelpCenter', '/wps/system/helpCenter'],
  // Relay: game list, hot games, announcements, vendor types and vendors, favourites, recent games, winner board.
  ['games.listGames'],
  ['games.listHotGames'],
  ['content.listAnnouncements'],
  ['games.listVendorTypes'],
  ['games.listVendors'],
  ['games.getFavouriteIds'],
  ['games.listFavourites'],
  ['games.addFavourite'],
  ['games.removeFavourite'],
  ['games.listRecentGames'],
  ['games.getWinnerBoard'],
  // Home: notices, contract processing, merchant wallet, raffle promotion claim.
  ['content.getNotices'],
  ['contracts.listPendingContracts'],
  ['system.getMerchantWallet'],
  ['content.claimRafflePromotion'],
  // Points: balance, reward list, redeem, redeem list, config, transaction detail, convert.
  ['rewards.getPointsBalance'],
  ['rewards.listPointRewards'],
  ['rewards.redeemPointReward', '/wps/relay/passwordCheck/MCSFE_redeemPointReward'],
  ['rewards.listPointRedeems'],
  ['rewards.getPointsConfig'],
  ['rewards.getPointTransaction'],
  ['rewards.convertPoints', '/wps/relay/passwordCheck/MCSFE_convertPoint'],
  // Live chat: model list and chat launch; the country code list.
  ['livechat.listChatModels'],
  ['livechat.launchChat'],
  ['system.listCountryCodes'],
];

/** Seed calls the web does not make, each with why the product has no use for it. */
const NO_PRODUCT_USE: Readonly<Record<string, string>> = {
  // The spec says "Game categories derive from vendor data": the vendors' lanes name every category the
  // navigation shows; the vendor types list would only repeat them.
  'games.listVendorTypes': 'categories come from the vendors call',
};

// Vitest runs this file under jsdom, where import.meta.url is not a file URL; its module runner gives __dirname.
const here = __dirname;
function sources(root: string): Map<string, string> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('testing'),
  );
  return new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}
const web = sources(join(here, '..'));
const flows = sources(join(here, '../../../flows/src'));
const webText = [...web.values()].join('\n');

const isGenerated = (file: string) => file.split(/[\\/]/)[0] === 'generated';

/**
 * The web files that make `tag.name` through orval's generated code (`src/generated/`): its fetcher hands the
 * SDK mutator that operation, and they use the fetcher, its query options or its hook.
 */
function throughGenerated(tag: string, name: string): string[] {
  const made = [...web].some(
    ([file, source]) => isGenerated(file) && source.includes(`operationId: '${name}', tag: '${tag}'`),
  );
  if (!made) return [];
  const pascal = name[0]!.toUpperCase() + name.slice(1);
  const used = new RegExp(`\\b(?:(?:use|get)${pascal}(?:QueryOptions|QueryKey|MutationOptions)?|${name})\\b`);
  return [...web]
    .filter(
      ([file, source]) => !isGenerated(file) && source.includes("from '@/generated/") && used.test(source),
    )
    .map(([file]) => `web/${file}`);
}

/**
 * Where the web makes `tag.operation`: its own source (directly or through the generated hooks), or a flows file
 * whose machine or actors the web binds (a flows call the web never binds does not count).
 */
function madeBy(operation: string): string[] {
  const [tag, name] = operation.split('.') as [string, string];
  const call = new RegExp(`\\b${tag}\\s*\\.\\s*${name}\\(`); // Prettier may break a chain before the call
  const own = [
    ...[...web].filter(([, source]) => call.test(source)).map(([file]) => `web/${file}`),
    ...throughGenerated(tag, name),
  ];
  const bound = [...flows]
    .filter(([, source]) => call.test(source))
    .filter(([, source]) =>
      [...source.matchAll(/export (?:async )?(?:function|const) (\w+(?:Actors|Machine))\b/g)].some(
        ([, exported]) => new RegExp(`\\b${exported}\\b`).test(webText),
      ),
    )
    .map(([file]) => `flows/${file}`);
  return [...own, ...bound];
}

describe("the spec's seed calls: every one is made by the web where the product uses it", () => {
  it('names operations the SDK has, at the paths the spec gives', () => {
    const descriptors = sdk as unknown as Record<string, { tag: string; path: string } | undefined>;
    const wrong = SEED_CALLS.filter(([operation, path]) => {
      const [tag, name] = operation.split('.') as [string, string];
      const descriptor = descriptors[name];
      return descriptor?.tag !== tag || (path !== undefined && descriptor.path !== path);
    });
    expect(wrong).toEqual([]);
  });

  it.each(SEED_CALLS.filter(([operation]) => !(operation in NO_PRODUCT_USE)).map(([operation]) => operation))(
    '%s is made by the web',
    (operation) => {
      expect(madeBy(operation)).not.toEqual([]);
    },
  );

  it('lists in NO_PRODUCT_USE only seed calls that the web indeed does not make', () => {
    const listed = new Set(SEED_CALLS.map(([operation]) => operation));
    for (const operation of Object.keys(NO_PRODUCT_USE)) {
      expect(listed.has(operation), operation).toBe(true);
      // Once a screen makes one, it leaves this list.
      expect(madeBy(operation), operation).toEqual([]);
    }
  });
});
