/**
 * For an icon that points (an arrow, a chevron, a door with an arrow): turned in a right-to-left
 * page, where forward is leftward. A selector, not a check of the language in code, so that it
 * holds in the prerendered pages too; the layout's own mirroring (emotion's) leaves transforms alone.
 */
export const MIRRORED_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
