import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazy screen's first import is transformed on demand, which takes more than the default
// second on a busy machine; a screen that never shows still fails, five seconds later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.style.overflow = '';
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});

// jsdom has no scrolling; the site's scroll calls become no-ops in tests.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => {} });

// jsdom has no modal dialogs (showModal, close): they open and close the way a browser does,
// by the `open` attribute, without a top layer.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
