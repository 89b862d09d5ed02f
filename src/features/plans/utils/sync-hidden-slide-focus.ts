const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const MARK = 'data-slide-tabindex';

/**
 * react-slick marks slides out of view (and its clones) aria-hidden but leaves the buttons
 * in them focusable: keyboard users would land on invisible buttons and screen readers on
 * nothing. Takes them out of the tab order while hidden and puts them back when shown.
 * Idempotent: touches an attribute only when it must change.
 */
export function syncHiddenSlideFocus(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((el) => {
      if (hidden) {
        if (!el.hasAttribute(MARK)) el.setAttribute(MARK, el.getAttribute('tabindex') ?? '');
        if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
      } else if (el.hasAttribute(MARK)) {
        const previous = el.getAttribute(MARK);
        el.removeAttribute(MARK);
        if (previous) el.setAttribute('tabindex', previous);
        else el.removeAttribute('tabindex');
      }
    });
  });
}
