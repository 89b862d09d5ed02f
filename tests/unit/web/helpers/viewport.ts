import { stubMatchMedia } from './media';

/**
 * The test DOM has no layout and answers no media queries. This answers min-width / max-width media queries
 * (MUI's useMediaQuery, react-slick's breakpoints) for a chosen window width.
 */
export function setViewport(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  const matches = (query: string) => {
    const min = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    const max = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].map((m) => Number(m[1]));
    return min.every((v) => width >= v) && max.every((v) => width <= v);
  };
  stubMatchMedia(matches);
}

/** Back to the test window: no matchMedia (the layout then shows the permanent navigation). */
export function resetViewport() {
  delete (window as { matchMedia?: unknown }).matchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
}
