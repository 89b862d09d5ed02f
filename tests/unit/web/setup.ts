import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes load their chunk on first render; on a busy 2-core CI machine that can take
// longer than testing-library's 1 s default for findBy*/waitFor. This is a ceiling, not a wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom does not implement scrolling; the router's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;
