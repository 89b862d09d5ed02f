import ExpandMore from '@mui/icons-material/ExpandMore';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useI18nProvider } from 'react-admin';
import { LOCALE_MENU_TEXT } from './texts';

/**
 * The app bar's language menu: the six languages, each by its own name and marked as written in
 * it. Choosing one hands it to the i18nProvider, which saves the choice and loads the page again
 * in that language. (react-admin's LocalesMenuButton gives its button no name of its own.)
 */
export function LocaleMenu() {
  const i18n = useI18nProvider();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const locale = i18n.getLocale();
  const languages = i18n.getLocales?.() ?? [];
  const current = languages.find((language) => language.locale === locale);
  if (languages.length < 2 || !current) return null;

  const choose = (chosen: string) => {
    setAnchor(null);
    if (chosen !== locale) void i18n.changeLocale(chosen);
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-label={LOCALE_MENU_TEXT.button(current.name)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<Translate />}
        endIcon={<ExpandMore fontSize="small" />}
        sx={{ flexShrink: 0 }}
      >
        {/* the name hides on a phone, where the page title needs the room; the button keeps its label */}
        <Box component="span" lang={current.locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            aria-current={language.locale === locale ? 'true' : undefined}
            onClick={() => choose(language.locale)}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
