import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Pages and modals are lazy chunks: the first import in a test file takes a moment under jsdom.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals here, so Testing Library's automatic cleanup does not register itself.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  document.body.style.overflow = '';
});

// jsdom has no scrolling; navigation effects call these on every route change.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
Element.prototype.scrollTo = () => undefined;
