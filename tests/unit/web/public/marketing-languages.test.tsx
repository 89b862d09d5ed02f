import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '@/common/i18n/locales';
import { setLocaleSource } from '@/common/i18n/translate';
import { loadPageCatalogues } from '@/src/app/page-catalogues';
import { endSession } from '@/src/lib/auth/session';
import englishWeb from '@/src/i18n/catalogues/en.json';
import { fakeApi } from '../helpers/fake-api';
import { renderRoutes } from '../helpers/render-app';

/** Renders the test's pages in `locale` until it ends, its words loaded as a browser loads them. */
async function pageIn(locale: Locale) {
  await loadPageCatalogues(locale);
  setLocaleSource(() => locale);
  onTestFinished(() => setLocaleSource(() => DEFAULT_LOCALE));
}

/**
 * The English sentences of the marketing pages and the legal documents: every message of their
 * areas that has no variable and is more than one word (a single word, 'Contact', may be the same).
 */
const ENGLISH_SENTENCES = Object.entries(englishWeb as Record<string, Record<string, string>>)
  .filter(([area]) => /^(marketing|legal)/.test(area))
  .flatMap(([, messages]) => Object.values(messages))
  .filter((text) => !text.includes('{') && /\p{L}+\s+\p{L}+/u.test(text));

/** What the page says (the document's text, with the accessible names of its controls). */
function pageWords(): string {
  const names = [...document.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
  return [document.body.textContent, ...names].join('\n');
}

beforeEach(() => {
  endSession();
  fakeApi(() => ({ status: 200, body: {} }));
});

describe('the marketing pages in Spanish', () => {
  it('the home page speaks Spanish and no English sentence of its own', async () => {
    await pageIn('es');
    renderRoutes('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Descubre las mejores inversiones con asesores expertos' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Cómo trabajamos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EMPEZAR' })).toHaveAttribute('href', '/account/deposit');
    expect(screen.getByRole('progressbar', { name: 'Empresa de confianza' })).toBeInTheDocument();
    // the percentage as Spanish writes it, and the pause button carrying both its Spanish names for the script
    expect(screen.getByTestId('trusted-counter-value')).toHaveTextContent('100 %');
    const pause = screen.getByRole('button', { name: 'Pausar los logotipos de socios', hidden: true });
    expect(pause).toHaveAttribute('data-play-label', 'Reanudar los logotipos de socios');
    expect(screen.getByText('Desde 2017 · Denver, Colorado')).toBeInTheDocument();

    const words = pageWords();
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(100);
    expect(ENGLISH_SENTENCES.filter((sentence) => words.includes(sentence))).toEqual([]);
  });

  it('the terms are in Spanish, dated the Spanish way', async () => {
    await pageIn('es');
    renderRoutes('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '2. Requisitos' })).toBeInTheDocument();
    expect(screen.getByText('tener al menos 18 años y capacidad para celebrar un contrato vinculante;')).toBeInTheDocument();
    expect(screen.getByText(/^Última actualización:/)).toHaveTextContent('Última actualización: 1 nov 2026');
    // the company's facts stay as they are, inside the Spanish sentence
    expect(
      screen.getByText(/^Northwind Capital LLC, 1600 Market Street, Denver, CO 80202, United States\. Correo electrónico: /),
    ).toBeInTheDocument();

    const words = pageWords();
    expect(ENGLISH_SENTENCES.filter((sentence) => words.includes(sentence))).toEqual([]);
  });
});
