import { defineTexts, plain } from '@/common/i18n/translate';

/**
 * Our words where react-admin would show its own: empty lists, pages not found or not open to
 * the role, the user menu, errors. The product names its actions 'Sign in' and 'Log out'; the
 * back office says them the same way. Every other `ra.*` key is the language pack's.
 */
export const REACT_ADMIN_WORDS = defineTexts('adminRaMessages', {
  'ra.page.empty': plain,
  'ra.page.invite': plain,
  'ra.page.not_found': plain,
  'ra.message.not_found': plain,
  'ra.page.access_denied': plain,
  'ra.message.access_denied': plain,
  'ra.page.error': plain,
  'ra.message.error': plain,
  'ra.page.dashboard': plain,
  'ra.page.loading': plain,
  'ra.message.loading': plain,
  'ra.auth.sign_in': plain,
  'ra.auth.logout': plain,
  'ra.auth.user_menu': plain,
  'ra.auth.auth_check_error': plain,
  'ra.auth.sign_in_error': plain,
  'ra.notification.logged_out': plain,
  'ra.notification.not_authorized': plain,
  'ra.notification.http_error': plain,
  'ra.notification.data_provider_error': plain,
  'ra.notification.item_doesnt_exist': plain,
  'ra.notification.offline': plain,
  'ra.navigation.no_results': plain,
  'ra.navigation.no_filtered_results': plain,
  'ra.message.invalid_form': plain,
  'ra.message.placeholder_data_warning': plain,
  'ra.message.unsaved_changes': plain,
});

/**
 * react-admin's words that some language packs lack (the Arabic one is older than react-admin 5):
 * ours in every language rather than English on a page in another. Polyglot's options are the
 * message's values (`smart_count` chooses the plural).
 */
export const REACT_ADMIN_PACK_GAPS = defineTexts('adminRaPackGaps', {
  'ra.action.reset': plain,
  'ra.action.search_columns': plain,
  'ra.action.select_all_button': plain,
  'ra.action.select_all': plain,
  'ra.action.select_row': plain,
  'ra.action.unselect': plain,
  'ra.action.open_menu': plain,
  'ra.action.close_menu': plain,
  'ra.action.update': plain,
  'ra.action.move_up': plain,
  'ra.action.move_down': plain,
  'ra.action.open': plain,
  'ra.action.select_columns': plain,
  'ra.action.clear_array_input': plain,
  'ra.action.create_item': (v: { item: string | number }) => v,
  'ra.action.remove_all_filters': plain,
  'ra.page.authentication_error': plain,
  'ra.message.authentication_error': plain,
  'ra.message.auth_error': plain,
  'ra.message.select_all_limit_reached': (v: { max: string | number }) => v,
  'ra.message.clear_array_input': plain,
  'ra.message.bulk_update_content': (v: { name: string; recordRepresentation: string; smart_count: number }) => v,
  'ra.message.bulk_update_title': (v: { name: string; recordRepresentation: string; smart_count: number }) => v,
  'ra.navigation.clear_filters': plain,
  'ra.navigation.partial_page_range_info': (v: { offsetBegin: string | number; offsetEnd: string | number }) => v,
  'ra.navigation.current_page': (v: { page: string | number }) => v,
  'ra.navigation.page': (v: { page: string | number }) => v,
  'ra.navigation.first': plain,
  'ra.navigation.last': plain,
  'ra.navigation.previous': plain,
  'ra.navigation.skip_nav': plain,
  'ra.sort.sort_by': (v: { field_lower_first: string | number; order: string | number }) => v,
  'ra.sort.ASC': plain,
  'ra.sort.DESC': plain,
  'ra.auth.email': plain,
  'ra.action.toggle_theme': plain,
  'ra.action.update_application': plain,
  'ra.notification.application_update_available': plain,
  'ra.validation.unique': plain,
});
