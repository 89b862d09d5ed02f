import { defineTexts, plain } from '@/common/i18n/translate';

/** What the auth provider says when react-admin asks who is signed in and no one is. */
export const AUTH_PROVIDER_TEXT = defineTexts('authProvider', {
  notSignedIn: plain,
});
