/** The test DOM lays nothing out: places `element` `top` px from the top of the window, as the enhancers read it. */
export function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () => ({
    top,
    bottom: top + 100,
    left: 0,
    right: 100,
    width: 100,
    height: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

/** below the test window (768 px high) */
export const BELOW_THE_FOLD_PX = 2000;
