/** The Security screen's words (the API's own messages come from common/api/two-factor.ts). */
export const SECURITY_TEXT = {
  staffMustEnrol:
    "Your staff account moves investors' money and reads identity documents, so it needs two-factor sign-in: the rest of your account and the back office open once it is on.",
  twoFactorTitle: 'Two-factor sign-in',
  twoFactorOff: 'Two-factor sign-in is off. Turn it on to ask for a code from your authenticator app each time you sign in.',
  twoFactorOn: 'Two-factor sign-in is on. Signing in asks for a code from your authenticator app.',
  scanQr: 'Scan this QR code with your authenticator app (Google Authenticator, Authy, 1Password, …), or type the key below into it.',
  qrAlt: 'QR code to add this account to your authenticator app',
  secretLabel: 'Setup key',
  codeLabel: 'Code from your app',
  confirmPassword: 'Enter your password to start. Turning two-factor sign-in on logs out your other sessions.',
  disableCodeLabel: 'Code from your app or a recovery code',
  recoveryTitle: 'Your recovery codes',
  recoveryHelp: 'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only this once.',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  turnedOff: 'Two-factor sign-in is off',
  sessionsTitle: 'Sessions',
  sessionsHelp: 'The browsers signed in to your account. Log out of any you do not recognise.',
  historyTitle: 'Sign-in history',
  historyHelp: 'The last 50 attempts to sign in to your account.',
  noHistory: 'No sign-in attempts yet',
  sessionEnded: 'Logged out of that session',
  othersEnded: 'Logged out of all other sessions',
  antiPhishingTitle: 'Anti-phishing code',
  antiPhishingHelp:
    'A phrase of your choice that we show at the top of every e-mail we send you. An e-mail that claims to be from us without it, or with another phrase, is not ours: do not click its links or answer it.',
  antiPhishingCurrent: 'Your code',
  antiPhishingNotSet: 'Not set',
  antiPhishingLabel: 'Anti-phishing code',
  antiPhishingNewLabel: 'New anti-phishing code',
  antiPhishingPasswordLabel: 'Current password',
  antiPhishingSave: 'Save code',
  antiPhishingRemove: 'Remove',
  antiPhishingFailed: 'Your anti-phishing code could not be changed. Please try again.',
} as const;

/** How the code shows in our e-mails, as a preview under the current code. */
export const antiPhishingPreview = (line: string) => `Every e-mail from us shows at the top: “${line}”`;

/** The recovery codes as the downloaded file holds them. */
export const recoveryCodesFile = (codes: readonly string[]): string =>
  ['Recovery codes: each one signs you in once. Keep them somewhere safe.', '', ...codes, ''].join('\n');

export const RECOVERY_CODES_FILE_NAME = 'recovery-codes.txt';
