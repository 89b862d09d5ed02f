// react-slick imports 'resize-observer-polyfill'; every browser we support has ResizeObserver,
// so the build points that import here (vite.config.ts) and saves the polyfill's bytes.
// Without it (very old browsers) the carousel just does not re-measure on resize.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export default typeof ResizeObserver === 'undefined' ? NoResizeObserver : ResizeObserver;
