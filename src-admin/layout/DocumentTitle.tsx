import { useBasename, useGetOne, useGetRecordRepresentation, useResourceDefinitions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { adminView, customPageTitle, documentTitle, singular, type AdminView } from './pageTitle';
import { NEW_RECORD_TITLES, PAGE_TITLE_TEXT, RECORD_TITLES, RESOURCE_LABELS, RESOURCE_NOUNS } from './texts';
import { wordFor } from './words';

/** A resource's list name: our word for it ('On-chain payments'), else its label in App.tsx, else its name capitalised. */
function useResourceLabel() {
  const definitions = useResourceDefinitions();
  return (resource: string) => {
    const ours = wordFor(RESOURCE_LABELS, resource);
    if (ours) return ours;
    const label = definitions[resource]?.options?.label;
    return typeof label === 'string' ? label : resource.charAt(0).toUpperCase() + resource.slice(1);
  };
}

/**
 * A record's title, 'User Jane Doe': read from the query the edit or show page makes (the
 * same react-query entry, never a request of its own), named by the resource's recordRepresentation.
 */
function useRecordTitle(view: AdminView, label: string): string | undefined {
  const record = view.kind === 'record' ? view : undefined;
  // enabled: false watches the page's own query without starting one: the page's fetch keeps
  // its own options (a missing record shows its error at once, not after this hook's retries)
  const { data } = useGetOne(record?.resource ?? '', { id: record?.id ?? '' }, { enabled: false });
  const represent = useGetRecordRepresentation(record?.resource ?? '');
  if (!record) return undefined;
  const noun = wordFor(RESOURCE_NOUNS, record.resource) ?? singular(label).replace(/^./, (c) => c.toUpperCase());
  if (!data) return noun;
  const name = represent(data);
  const text = typeof name === 'string' ? name : '';
  if (!text) return noun;
  // a resource whose representation already says what it is (transactions: 'Deposit of $150.00 by Ann') has no title of its own
  const titled = Object.hasOwn(RECORD_TITLES, record.resource) ? RECORD_TITLES[record.resource as keyof typeof RECORD_TITLES] : undefined;
  return titled ? titled(record.resource === 'users' ? String(data.name) : text) : text;
}

/**
 * The browser title of every back-office screen, set once here from the route react-admin
 * shows (react-admin's own `title` names only the app bar). React puts a later <title> first in
 * the head, so this one wins over the web app's 'Back-office' while the back-office is shown.
 */
export function DocumentTitle() {
  const basename = useBasename();
  const { pathname } = useLocation();
  const labelOf = useResourceLabel();
  const view = adminView(pathname.startsWith(basename) ? pathname.slice(basename.length) || '/' : pathname);
  const label = view.kind === 'page' ? '' : labelOf(view.resource);
  const recordTitle = useRecordTitle(view, label);
  const page =
    view.kind === 'page'
      ? customPageTitle(view.path)
      : view.kind === 'list'
        ? label
        : view.kind === 'create'
          ? (wordFor(NEW_RECORD_TITLES, view.resource) ?? PAGE_TITLE_TEXT.newOf(singular(label)))
          : recordTitle;
  return <title>{documentTitle(page)}</title>;
}
