export const ROLES = ['investor', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may open the back-office (/admin). Support staff only read there. */
const BACK_OFFICE_ROLES: readonly Role[] = ['support', 'admin'];

export const isBackOfficeRole = (role: string | undefined | null): boolean =>
  !!role && (BACK_OFFICE_ROLES as readonly string[]).includes(role);
