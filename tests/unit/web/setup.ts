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

// The test DOM does not lay out or scroll; the router's scroll restoration calls it on navigation.
window.scrollTo = () => undefined;

// A window that answers no media queries, so every useMediaQuery takes its default (false): the
// layout these tests describe. A test about a width answers the queries itself (helpers/viewport.ts).
delete (window as { matchMedia?: unknown }).matchMedia;

// happy-dom tests a number input's step as `value % step !== 0` in binary floating point, so 200
// with step 0.01 reads as a step mismatch and the form refuses to submit where a browser submits
// it. This is the browser's rule: whole steps from the minimum, to within rounding. (The few files
// that declare `@vitest-environment jsdom` keep jsdom's own.)
if ('happyDOM' in window)
  Object.defineProperty(window.ValidityState.prototype, 'stepMismatch', {
    configurable: true,
    get(this: ValidityState & { element: HTMLInputElement }) {
      const input = this.element;
      const step = input.getAttribute('step');
      if (!(input instanceof window.HTMLInputElement) || !['number', 'range'].includes(input.type)) return false;
      if (step === 'any' || input.value === '') return false;
      const size = step === null ? 1 : Number(step);
      if (!(size > 0)) return false;
      const steps = (Number(input.value) - (Number(input.getAttribute('min')) || 0)) / size;
      return Math.abs(steps - Math.round(steps)) > 1e-7;
    },
  });
