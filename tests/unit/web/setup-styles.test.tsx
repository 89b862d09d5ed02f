// The setup clears the styles emotion inserted after each test (tests/unit/web/setup.ts): files of
// a worker share one document, and styles left behind made every later getComputedStyle slower.
// The tests run in order: the first leaves a styled button behind, the second finds the document
// clean and the same button styled again.
import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

const emotionStyles = () => [...document.head.querySelectorAll('style[data-emotion]')];
const ruleFor = (className: string) => emotionStyles().some((style) => style.textContent?.includes(`.${className}`));
const emotionClassOf = (element: HTMLElement) => [...element.classList].find((name) => name.startsWith('css-'))!;

describe('styles between tests', () => {
  it('a rendered MUI button has its styles in the document', () => {
    render(<Button>Go</Button>);
    expect(ruleFor(emotionClassOf(screen.getByRole('button')))).toBe(true);
  });

  it('the next test starts with none, and the same button is styled again', () => {
    expect(emotionStyles()).toEqual([]);
    render(<Button>Go</Button>);
    expect(ruleFor(emotionClassOf(screen.getByRole('button')))).toBe(true);
  });
});
