import SlickSlider from 'react-slick';

/**
 * react-slick is CommonJS: depending on the bundler's interop its default import is the
 * component or the module object around it ({ default: Slider }, the production build).
 * Either way, this is the component.
 */
export const Slider: typeof SlickSlider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;
