// Hooks of the app's test files: Vietnamese texts, a window that may be scrolled, a clean page after each test.
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { createTestI18n } from './test-i18n';

/** Call at the top of a file: Vietnamese first, scrollTo stubbed (jsdom has none; the window virtualiser and the tab
 * change call it), and the rendered tree and both storages cleared after each test. */
export function setUpBookingScreenTests(): void {
  beforeAll(async () => {
    await createTestI18n('vi');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Call at the top of a file that renders the app: Vietnamese first; after each test the rendered tree, localStorage
 * and every spy are cleared. */
export function setUpAppTests(): void {
  beforeAll(async () => {
    await createTestI18n('vi');
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.restoreAllMocks();
  });
}
