import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
