import { flattenWhitelabel, type Flags, type SocialProviderConfig } from '@lobby/flows';
import { decodeCustomerServicePath, type Schemas } from '@lobby/sdk';
import { toLanguageCode, type LanguageCode } from '@/config/languages';
import { externalUrl, safeUrl } from './safe-url';

export type SiteStatus = 'normal' | 'maintenance' | 'regionBlocked';
export type SocialKind = 'telegram' | 'instagram' | 'facebook';

/** A social link the screens show; only Telegram (two), Instagram and Facebook (the spec's list). */
export interface SocialLink {
  readonly kind: SocialKind;
  readonly url: string;
}

/** The brand configuration as the screens use it, mapped from `getSystemStatus`. */
export interface SiteConfig {
  readonly status: SiteStatus;
  readonly domainValid: boolean;
  readonly ip: string | null;
  readonly customerServiceUrl: string | null;
  readonly socials: readonly SocialLink[];
  readonly telegramUrl: string | null;
  readonly resources: Readonly<Record<string, string>>;
  /** Enabled whitelabel modules (flags such as FREEPLAY3). */
  readonly flags: ReadonlySet<string>;
  /** The same flags as the flows take them (modId -> on). */
  readonly flagMap: Flags;
  /** SMS codes go through the external phone-auth provider. */
  readonly firebaseSms: boolean;
  /** That provider (`info.phoneAuth`): the brand's Firebase app, or the sandbox's stand-in; null when not configured. */
  readonly phoneAuth: Schemas['PhoneAuthConfig'] | null;
  /** Configuration `register.usernameRegister` (the username tab unless false). */
  readonly usernameRegister: boolean;
  readonly supportedLanguages: readonly LanguageCode[];
  readonly defaultLanguage: LanguageCode | null;
  readonly currencySymbol: string;
  readonly passwordPolicy: boolean;
  readonly maintenance: { readonly title: string | null; readonly info: string | null };
  readonly regionInfo: string | null;
  /** Image hosts (`imageCDNs`); images pick one at random. */
  readonly imageCdns: readonly string[];
  /** The brand's Google tag id (`analytics.gtagId`); the analytics module validates it before any use. */
  readonly gtagId: string | null;
  /** Game launch hosts (`launchGameCDNs`); a launch path picks one at random. */
  readonly launchCdns: readonly string[];
  /** The social sign-in providers the brand offers (`socialLogin.providers`, reconstructed). */
  readonly socialProviders: readonly SocialProviderConfig[];
  /** How the vendor lanes split into categories and their order (`gameCategories`); null: no split. */
  readonly gameCategories: Schemas['GameCategoryConfig'] | null;
  /** The brand's main domain (`mainDomain`, a host or an origin); a site opened elsewhere offers it. */
  readonly mainDomain: string | null;
}

const STATUS: Readonly<Record<number, SiteStatus>> = { 0: 'normal', 1: 'maintenance', 2: 'regionBlocked' };

function decodeOrNull(encrypted: string | null | undefined): string | null {
  if (!encrypted) return null;
  try {
    return decodeCustomerServicePath(encrypted);
  } catch {
    // A value that does not decrypt is a brand misconfiguration: hide the button rather than crash.
    return null;
  }
}

const SOCIAL_KINDS: Readonly<Record<string, SocialKind>> = {
  TELEGRAM: 'telegram',
  INSTAGRAM: 'instagram',
  FACEBOOK: 'facebook',
};

/** Maps the configuration call (and the flags of the separate whitelabel call, when loaded) to the screens' model. */
export function toSiteConfig(
  value: Schemas['SystemStatus'],
  flags: Flags = flattenWhitelabel(value.info.whitelabel),
): SiteConfig {
  const info = value.info;
  const telegramCount = { n: 0 };
  const socials = (info.socialLinks ?? []).flatMap((link): SocialLink[] => {
    const kind = SOCIAL_KINDS[link.type];
    const url = safeUrl(link.url);
    if (!kind || !url) return [];
    if (kind === 'telegram' && ++telegramCount.n > 2) return [];
    return [{ kind, url }];
  });
  // Every address of the configuration passes the one URL check here, so no screen meets a `javascript:` one.
  const resources = info.resources.flatMap((resource) => {
    const url = safeUrl(resource.url);
    return url ? [[resource.resourceType, url] as const] : [];
  });
  const hosts = (list: readonly string[] | null | undefined) =>
    (list ?? []).filter((host) => externalUrl(host) !== null);
  return {
    status: STATUS[value.status] ?? 'normal',
    domainValid: info.domainRoute?.valid !== false,
    ip: value.location.ip || null,
    customerServiceUrl: safeUrl(decodeOrNull(info.customerService)),
    socials,
    telegramUrl: safeUrl(info.telegram) ?? socials.find((link) => link.kind === 'telegram')?.url ?? null,
    resources: Object.fromEntries(resources),
    flags: new Set(Object.keys(flags).filter((modId) => flags[modId])),
    flagMap: flags,
    firebaseSms: info.register?.firebaseSms === true,
    phoneAuth: info.phoneAuth ?? null,
    usernameRegister: info.register?.usernameRegister !== false,
    supportedLanguages: info.supportedLanguages
      .map(toLanguageCode)
      .filter((code): code is LanguageCode => code !== null),
    defaultLanguage: toLanguageCode(info.defaultLanguage),
    currencySymbol: info.currencySymbol ?? '',
    passwordPolicy: info.passwordPolicy === true,
    maintenance: { title: value.maintenance?.title ?? null, info: value.maintenance?.info ?? null },
    regionInfo: value.regionRestriction?.info ?? null,
    imageCdns: hosts(info.imageCDNs),
    gtagId: info.analytics?.gtagId ?? null,
    launchCdns: hosts(info.launchGameCDNs),
    socialProviders: info.socialLogin?.providers ?? [],
    gameCategories: info.gameCategories ?? null,
    mainDomain: info.mainDomain || null,
  };
}
