/** Marks index.html's own loading screen: present until the app (or the shell below) replaces it. */
const STATIC_LOADING = '#root > [data-static-loading]';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/**
 * Draws the home's frame (header bar, navigation row, side column) and its first banner in place of
 * index.html's loading screen, with the real layout's classes so the banner stands exactly where the
 * app will draw it: the visitor sees the banner while the app's code is still on its way, and the app's
 * first render replaces all of it (React clears the root). Does nothing once that loading screen is
 * gone; returns the banner's image when it drew, else null.
 */
export function showHomeShell(banner: {
  readonly src: string;
  readonly alt: string;
}): HTMLImageElement | null {
  const loading = document.querySelector(STATIC_LOADING);
  if (!loading) return null;
  const image = element('img', 'banner__image');
  image.src = banner.src;
  image.alt = banner.alt;
  image.width = 1200;
  image.height = 400;
  image.fetchPriority = 'high';
  // An invisible item gives the navigation row the height of the real one.
  const navItem = element('span', 'top-nav__link', document.createTextNode('\u00a0'));
  const header = element(
    'header',
    'site-header',
    element('div', 'site-header__bar'),
    element('div', 'top-nav', element('div', 'top-nav__list', navItem)),
  );
  const main = element(
    'main',
    'layout__main',
    element('div', 'page home-page', element('section', 'banner banner--w_home', image)),
  );
  main.id = 'main';
  main.setAttribute('aria-busy', 'true');
  const side = element('div', 'side-menu');
  side.setAttribute('aria-hidden', 'true');
  const shell = element(
    'div',
    'layout layout--with-side',
    header,
    element('div', 'layout__body', side, main),
  );
  shell.dataset.startupShell = '';
  loading.replaceWith(shell);
  return image;
}
