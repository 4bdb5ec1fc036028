// The jsdom project's setup, after tests/setup.ts (which both projects run): what only a DOM has.
import '@testing-library/jest-dom/vitest';

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered: clean up here.
// eslint-disable-next-line testing-library/no-manual-cleanup -- see above
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Registered after tests/setup.ts's hooks, so it runs before them (Vitest runs after-hooks in reverse): the rendered
// tree is gone before the stores are reset, and an error logged while unmounting still fails the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
