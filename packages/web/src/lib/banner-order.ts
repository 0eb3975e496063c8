import type { Schemas } from '@lobby/sdk';

/** The banner groups: `w_home` feeds the home, `w_leftmenu` the side menu. */
export type BannerGroup = 'w_home' | 'w_leftmenu';

/** The banners of a group in their display order (`sort`). */
export function bannersOf(
  banners: readonly Schemas['Banner'][] | null | undefined,
  group: BannerGroup,
): Schemas['Banner'][] {
  return (banners ?? [])
    .filter((banner) => banner.groupName === group)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}
