/**
 * Marks the prerendered investor-area shell in #root (account-shell.tsx): src/main.tsx renders
 * the app over it instead of hydrating it. Its own file: the app's entry must not load the
 * shell's components.
 */
export const ACCOUNT_SHELL_ATTRIBUTE = 'data-account-shell';
