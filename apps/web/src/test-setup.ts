// jsdom lacks the browser APIs Mantine uses.
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class ResizeObserverShim {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverShim });
}

if (!window.scrollTo) window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  // The toasts live in a module-level store: each test starts with none (and none queued past the limit).
  notifications.clean();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
