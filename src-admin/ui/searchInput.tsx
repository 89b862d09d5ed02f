import { SearchInput } from 'react-admin';

/**
 * A list's search box. react-admin's SearchInput has no label (a placeholder is not a name),
 * so the input is named here for screen readers and axe.
 */
export const searchInput = (name: string, placeholder: string) => (
  <SearchInput key="q" source="q" alwaysOn placeholder={placeholder} inputProps={{ 'aria-label': name }} />
);
