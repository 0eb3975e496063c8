import { safeUrl } from '@/lib/safe-url';

/** A platform the brand offers an app for. */
export type AppPlatform = 'ios' | 'android';

/** What the guide shows for one platform: a download link (drawn as a QR code) and/or an uploaded QR image. */
export interface AppLink {
  readonly platform: AppPlatform;
  readonly url: string | null;
  readonly qrImage: string | null;
}

// The brand's resources that carry each platform's download link and its uploaded QR image.
const RESOURCES: readonly { platform: AppPlatform; url: string; image: string }[] = [
  { platform: 'ios', url: 'APP_IOS', image: 'QR_IOS' },
  { platform: 'android', url: 'APP_ANDROID', image: 'QR_ANDROID' },
];

/**
 * The platforms the brand configures an app for, their URLs through `safeUrl` (a `javascript:` or
 * other unsafe value counts as not configured). Empty when the brand offers no app.
 */
export function appLinks(resources: Readonly<Record<string, string>>): AppLink[] {
  return RESOURCES.flatMap(({ platform, url, image }) => {
    const link = { platform, url: safeUrl(resources[url]), qrImage: safeUrl(resources[image]) };
    return link.url || link.qrImage ? [link] : [];
  });
}
