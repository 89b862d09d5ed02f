/** True when the visitor asked their system for less motion: no slides, fades, counting or smooth scrolling then. */
export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
