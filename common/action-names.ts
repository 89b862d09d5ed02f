/**
 * The one wording of each account action in our own texts (buttons, titles, links, messages,
 * e-mails): to sign in, to sign up, to log out, and "signed in" / "logged out" for the states
 * they leave. Not "log in", "login", "register", "sign out" or "logout", which name the same
 * actions differently. The original product's fixed texts keep their own words and capitals (the 'Sign In'
 * and 'Sign Up' buttons, the 'Log Out' entries, the avatar menu's 'Logout', the sign-up page's
 * 'Login' link, the 'Login Success' toast); tests/unit/common/action-wording.test.ts lists them.
 */
export const ACTION = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  logOut: 'Log out',
} as const;
