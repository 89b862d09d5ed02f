import Box from '@mui/material/Box';
import LanguageIcon from '@mui/icons-material/Language';
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, splitLocalePath } from '@/common/i18n/locale-choice';
import { LOCALES, type Locale } from '@/common/i18n/locales';
import { currentLocale } from '@/common/i18n/translate';
import { chooseLocale } from '@/src/lib/i18n/choose-locale';
import { srOnly } from './sr-only';
import { UI_TEXT } from './texts';

/**
 * The address that opens this page in `locale` with no script at all: the server remembers the
 * language and sends the page in it (a marketing page is not hydrated, so its switcher is these links).
 */
function switchAddress(locale: Locale, pathname: string, search: string): string {
  const bare = splitLocalePath(pathname)?.rest ?? pathname;
  return `/${locale}${bare === '/' ? '' : bare}${search}`;
}

/**
 * The language switcher: a disclosure (it opens without a script) listing each language in its
 * own words. Where the app runs, a choice is also saved on a signed-in account. `compact` shows
 * the globe alone (the language's name stays for screen readers).
 */
export function LanguageSwitcher({ compact = false, tone = 'default' }: { compact?: boolean; tone?: 'default' | 'inverted' }) {
  const { pathname, search } = useLocation();
  const current = currentLocale();
  return (
    <Box
      component="details"
      data-language-switcher
      sx={{
        position: 'relative',
        '& > summary': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: 40,
          minWidth: 40,
          px: 1,
          borderRadius: 2,
          cursor: 'pointer',
          listStyle: 'none',
          fontWeight: 600,
          color: tone === 'inverted' ? 'common.white' : 'text.primary',
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { bgcolor: tone === 'inverted' ? 'rgba(255,255,255,0.12)' : 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
      }}
    >
      <Box component="summary">
        <LanguageIcon fontSize="small" aria-hidden />
        <Box component="span" sx={srOnly}>
          {UI_TEXT.language}
        </Box>
        <Box component="span" lang={current} sx={compact ? srOnly : { whiteSpace: 'nowrap' }}>
          {LOCALE_NAMES[current]}
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label={UI_TEXT.chooseLanguage}
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          zIndex: 'modal',
          m: 0,
          mt: 0.5,
          p: 0.5,
          minWidth: 200,
          listStyle: 'none',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 2,
          boxShadow: 4,
        }}
      >
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Box
              component="a"
              href={switchAddress(locale, pathname, search)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                void chooseLocale(locale);
              }}
              sx={{
                display: 'block',
                px: 1.5,
                py: 1,
                borderRadius: 1.5,
                color: 'inherit',
                textDecoration: 'none',
                fontWeight: locale === current ? 700 : 400,
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                '&[aria-current]': { color: 'primary.main' },
              }}
            >
              {LOCALE_NAMES[locale]}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
