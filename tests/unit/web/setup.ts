import '@testing-library/jest-dom/vitest';
import '@/src/app/catalogues';
import { addCatalogue } from '@/common/i18n/translate';
import backOfficeEn from '@/src-admin/i18n/catalogues/en.json';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach } from 'vitest';

// Lazy routes load their chunk on first render; on a busy 2-core CI machine that can take
// longer than testing-library's 1 s default for findBy*/waitFor. This is a ceiling, not a wait.
configure({ asyncUtilTimeout: 5000 });

// the back office's words, which a browser fetches with its code (src-admin/entry.ts)
addCatalogue('en', backOfficeEn);

// The styles MUI's components insert (one <style> per rule, through emotion's default cache) stay
// in the document after their components unmount, and every getComputedStyle — which each
// getByRole makes for every candidate and its ancestors — reads them all. The files of a worker
// share one document (vitest.config.ts), so a worker's later files grew slower with every earlier
// one. After each test the cache forgets them and they leave the document; the next test's
// components insert what they use again, so no screen renders unstyled (setup-styles.test.tsx).
let emotionCache: EmotionCache | null = null;
function CaptureEmotionCache() {
  emotionCache = __unsafe_useEmotionCache();
  return null;
}
render(createElement(CaptureEmotionCache));
cleanup();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // the cookies too (the language switcher's): the files of a worker share one document. Expired
  // by date: happy-dom keeps a cookie written with Max-Age=0, with an empty value.
  for (const name of document.cookie
    .split('; ')
    .map((cookie) => cookie.split('=')[0])
    .filter(Boolean)) {
    document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  if (emotionCache) {
    emotionCache.sheet.flush();
    for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  }
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
