import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '@/common/i18n/locale-choice';
import { LanguageSwitcher } from '@/src/components/ui/language-switcher';
import { renderApp } from '../helpers/render-app';

describe('the language switcher', () => {
  it('lists each language in its own words, at the address that opens this page in it (no script needed)', () => {
    renderApp(<LanguageSwitcher />, { url: '/about?ref=mail', path: '/about' });
    const list = screen.getByRole('list', { name: 'Choose a language' });
    const links = within(list).getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang'), link.getAttribute('hreflang')]),
    ).toEqual([
      [LOCALE_NAMES.en, '/en/about?ref=mail', 'en', 'en'],
      ['Español', '/es/about?ref=mail', 'es', 'es'],
      ['Français', '/fr/about?ref=mail', 'fr', 'fr'],
      ['Português (Brasil)', '/pt-BR/about?ref=mail', 'pt-BR', 'pt-BR'],
      ['简体中文', '/zh-CN/about?ref=mail', 'zh-CN', 'zh-CN'],
      ['العربية', '/ar/about?ref=mail', 'ar', 'ar'],
    ]);
    // the page's language is the current one
    expect(within(list).getByRole('link', { current: true })).toHaveTextContent('English');
  });

  it('at the home page the language addresses are the languages’ home pages', () => {
    renderApp(<LanguageSwitcher compact />, { url: '/' });
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
    // compact: the language's name is for screen readers only, beside the globe
    expect(screen.getByText('English', { selector: 'summary span' })).toBeInTheDocument();
  });
});
