// The jsdom project's setup, after tests/setup.ts (which both projects run): what only a DOM has.
import '@testing-library/jest-dom/vitest';

// Vitest runs without globals, so Testing Library's automatic cleanup is not registered: clean up here.
// eslint-disable-next-line testing-library/no-manual-cleanup -- see above
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// How long findBy/waitFor wait for what a user would see. Testing Library's 1000 ms default is a guess about the
// machine: on a loaded 2-core CI machine a file ran 8x slower and "The schedule was sent to 2 recipients." came after
// it. A wait ends as soon as the element is there, so a longer budget costs a passing test nothing; it is no sleep, and
// a negative check still waits on an event, never on this budget (CONVENTIONS "Tests"). 10 s since a fresh-clone CI run
// beside a build loop (load 9-10) failed a booking-request wait of 5 s (28 November 2026).
configure({ asyncUtilTimeout: 10_000 });

// Registered after tests/setup.ts's hooks, so it runs before them (Vitest runs after-hooks in reverse): the rendered
// tree is gone before the stores are reset, and an error logged while unmounting still fails the test.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
