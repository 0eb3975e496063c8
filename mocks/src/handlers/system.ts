/** system: start-up configuration and status, permission tree, register settings, help centre. */
import { desEncrypt } from '@lobby/sdk';
import { defineHandlers } from '../http/operation';
import type { Ctx } from '../http/types';
import { runtime } from '../runtime';
import {
  COUNTRIES,
  GAME_CATEGORIES,
  LANGUAGES,
  REGISTER_CHOICES,
  REGISTER_MODES,
  REGISTER_RULES,
  MIN_AGE,
  WHITELABEL_FLAGS,
} from '../world/brand';
import { sandboxClientId, SOCIAL_PROVIDERS } from '../social/id-token';
import { providerState } from '../phone-auth/provider';
import { PHONE_AUTH_PATH } from './phone-auth-provider';
import { assetUrl } from './format';

/** Is the merchant wallet single (no per-vendor transfers)? The sandbox uses vendor wallets. */
export const SINGLE_WALLET = false;

function whitelabel() {
  return [
    {
      modId: 'LOGIN3',
      enabled: '1' as const,
      childrenNodes: WHITELABEL_FLAGS.map((modId) => ({ modId, enabled: '1' as const, childrenNodes: [] })),
    },
    {
      modId: 'AGENT3',
      enabled: '1' as const,
      childrenNodes: [
        { modId: 'DIVIDEND3', enabled: '1' as const, childrenNodes: [] },
        { modId: 'SALARY3', enabled: '1' as const, childrenNodes: [] },
      ],
    },
    { modId: 'CHATROOM3', enabled: '0' as const, childrenNodes: [] },
  ];
}

// The path arrives encrypted: DES Base64 of the path followed by its 8-character key (PROTOCOL.md).
// The key travels in the clear, so it is a fixed one: taken from the seed, it would show the seed's start.
const CUSTOMER_SERVICE_KEY = 'lobby-sa';

const customerService = (origin: string): string =>
  desEncrypt(`${origin}/__sandbox/support`, CUSTOMER_SERVICE_KEY) + CUSTOMER_SERVICE_KEY;

function domainRoute(origin: string) {
  return {
    valid: true,
    mainDomain: origin,
    routes: [
      { device: 'WEB' as const, url: origin },
      { device: 'MOBILE' as const, url: origin },
      { device: 'AGENT' as const, url: `${origin}/agent` },
    ],
  };
}

/** The brand's images: logo, licence, age mark and the app QR codes. */
function resources(ctx: Ctx<'getSystemStatus'>) {
  return [
    { resourceType: 'LOGO', url: assetUrl(ctx, 'images/logo.svg'), labelNameEn: 'Lobby' },
    {
      resourceType: 'LICENSE',
      url: assetUrl(ctx, 'images/license.svg'),
      labelNameEn: 'Licensed and regulated',
    },
    { resourceType: 'AGE_18', url: assetUrl(ctx, 'images/age-18.svg'), labelNameEn: '18+' },
    { resourceType: 'QR_IOS', url: assetUrl(ctx, 'images/qr-ios.svg'), labelNameEn: 'iOS app' },
    {
      resourceType: 'QR_ANDROID',
      url: assetUrl(ctx, 'images/qr-android.svg'),
      labelNameEn: 'Android app',
    },
  ];
}

/** The brand's social channels. */
const socialLinks = () => [
  { type: 'TELEGRAM' as const, url: 'https://t.me/lobby_support', label: 'Support' },
  { type: 'TELEGRAM' as const, url: 'https://t.me/lobby_news', label: 'News' },
  { type: 'INSTAGRAM' as const, url: 'https://instagram.com/lobby', label: null },
  { type: 'FACEBOOK' as const, url: 'https://facebook.com/lobby', label: null },
];

/** The sign-in providers the sandbox offers, each with its consent page. */
const socialLogin = () => ({
  providers: SOCIAL_PROVIDERS.map((provider) => ({
    provider,
    clientId: sandboxClientId(provider),
    authUrl: `/__sandbox/oauth/${provider}`,
  })),
});

function getSystemStatus(ctx: Ctx<'getSystemStatus'>) {
  const { origin } = ctx;
  return {
    status: runtime.status,
    info: {
      customerService: customerService(origin),
      domainRoute: domainRoute(origin),
      resources: resources(ctx),
      whitelabel: whitelabel(),
      register: { ...REGISTER_MODES, firebaseSms: providerState(ctx.world).enabled },
      mainDomain: runtime.mainDomain ?? origin,
      analytics: { gtagId: null },
      imageCDNs: [origin],
      launchGameCDNs: [origin],
      supportedLanguages: [...LANGUAGES],
      defaultLanguage: 'EN',
      currency: 'VND',
      currencySymbol: '₫',
      passwordPolicy: true,
      socialLinks: socialLinks(),
      telegram: 'https://t.me/lobby_support',
      socialLogin: socialLogin(),
      // The sandbox's stand-in for Firebase; a real backend names the brand's Firebase web app here.
      phoneAuth: { provider: 'sandbox' as const, url: PHONE_AUTH_PATH },
      gameCategories: structuredClone(GAME_CATEGORIES),
    },
    location: { ip: '127.0.0.1', countryCode: runtime.status === 2 ? 'US' : 'VN' },
    maintenance:
      runtime.status === 1
        ? { title: 'game_maintenance', info: 'info_maintenance', startTime: null, endTime: null }
        : null,
    regionRestriction: runtime.status === 2 ? { info: 'info_ip_block', countryCode: 'US' } : null,
  };
}

function getHelpCenter(ctx: Ctx<'getHelpCenter'>) {
  const byCategory = new Map<string, { id: string; title: string; content: string }[]>();
  for (const a of ctx.world.catalogue.content.articles) {
    const list = byCategory.get(a.category) ?? [];
    list.push({ id: String(a.id), title: a.title, content: a.content });
    byCategory.set(a.category, list);
  }
  return {
    categories: [...byCategory].map(([code, articles]) => ({
      id: code.toLowerCase(),
      title: code.charAt(0) + code.slice(1).toLowerCase(),
      code: code === 'TERMS' ? 'term' : code.toLowerCase(),
      articles,
    })),
  };
}

/** The system tag's handlers. */
export const systemHandlers = defineHandlers({
  getSystemStatus,
  getWhitelabel: () => whitelabel(),
  getRegisterSettings: (ctx: Ctx<'getRegisterSettings'>) => ({
    modes: { ...REGISTER_MODES, firebaseSms: providerState(ctx.world).enabled },
    fields: REGISTER_RULES.map((r) =>
      r.field === 'captcha' ? { ...r, show: runtime.registerCaptcha } : { ...r },
    ),
    minAge: MIN_AGE,
    termsUrl: null,
    occupations: [...REGISTER_CHOICES.occupation],
    sourcesOfIncome: [...REGISTER_CHOICES.sourceOfIncome],
    nationalities: [...REGISTER_CHOICES.nationality],
  }),
  getDomainRoute: (ctx: Ctx<'getDomainRoute'>) => domainRoute(ctx.origin),
  getHelpCenter,
  listCountryCodes: () => COUNTRIES.map((c) => ({ ...c })),
  getMerchantWallet: () => ({ isSingle: SINGLE_WALLET }),
});
