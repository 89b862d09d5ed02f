import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * Our words where react-admin would show its own: empty lists, pages not found or not open to
 * the role, the user menu, errors. The product names its actions 'Sign in', 'Sign up' and
 * 'Log out'; the back office says them the same way. Every other key stays react-admin's.
 */
export const BACK_OFFICE_MESSAGES: Record<string, string> = {
  'ra.page.empty': 'Nothing here yet',
  'ra.page.invite': 'Add the first one with the button below.',
  'ra.page.not_found': 'Page not found',
  'ra.message.not_found': 'There is no back-office page at this address. Check the address, or choose a page from the menu.',
  'ra.page.access_denied': 'No access',
  'ra.message.access_denied': 'Your role does not open this page. An admin can change roles on a user’s page.',
  'ra.page.error': 'Something went wrong',
  'ra.message.error': 'The request could not be completed. Try again; if it keeps failing, tell an admin.',
  'ra.page.dashboard': 'Home',
  'ra.page.loading': 'Loading',
  'ra.message.loading': 'One moment',
  'ra.auth.sign_in': 'Sign in',
  'ra.auth.logout': 'Log out',
  'ra.auth.user_menu': 'Your account',
  'ra.auth.auth_check_error': 'Sign in to continue.',
  'ra.auth.sign_in_error': 'Signing in failed. Check your e-mail and password and try again.',
  'ra.notification.logged_out': 'Your session has ended. Sign in again to continue.',
  'ra.notification.not_authorized': 'Your role does not allow this.',
  'ra.notification.http_error': 'The server could not be reached. Check the connection and try again.',
  'ra.notification.data_provider_error': 'The request could not be completed. Try again.',
  'ra.notification.item_doesnt_exist': 'This record no longer exists.',
  'ra.notification.offline': 'No connection: the figures could not be loaded.',
  'ra.navigation.no_results': 'Nothing found',
  'ra.navigation.no_filtered_results': 'Nothing matches these filters.',
  'ra.message.invalid_form': 'Some fields need a change: see the messages under them.',
  'ra.message.placeholder_data_warning': 'The figures could not be refreshed: check the connection.',
  'ra.message.unsaved_changes': 'Some of your changes are not saved. Leave them?',
};

/** Polyglot's `%{name}` placeholders, filled from the translate call's options. */
const fill = (text: string, options?: Record<string, unknown>) =>
  text.replace(/%\{(\w+)\}/g, (_, key: string) => (options?.[key] === undefined ? '' : String(options[key])));

export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const ours = BACK_OFFICE_MESSAGES[key];
    return ours === undefined ? defaultI18nProvider.translate(key, options) : fill(ours, options);
  },
};
