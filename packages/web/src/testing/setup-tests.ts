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

// jsdom's Blob has no arrayBuffer (every browser the app supports has); the image picker reads a file's first bytes.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
      reader.readAsArrayBuffer(this);
    });
  };
}
