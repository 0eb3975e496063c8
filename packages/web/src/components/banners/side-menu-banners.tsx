import { BannerCarousel } from './banner-carousel';

/** The side menu's banners (group `w_leftmenu`), for the shell's side menu; nothing when there are none. */
export const SideMenuBanners = () => <BannerCarousel group="w_leftmenu" />;
