import { SearchInput } from 'react-admin';

/**
 * A list's search box. react-admin's SearchInput has no label (a placeholder is not a name),
 * so the input is named here for screen readers and axe. It is as wide as its placeholder
 * (react-admin's default width cut 'Name or description' short), never wider than the window.
 */
export const searchInput = (name: string, placeholder: string) => (
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={placeholder}
    inputProps={{ 'aria-label': name }}
    sx={{ width: `calc(${placeholder.length}ch + 72px)`, maxWidth: '100%' }}
  />
);
