import { useSession } from '@/src/lib/auth/use-session';

/** The signed-in user's id (`logged_id` in API paths); null only outside the guarded area. */
export const useLoggedId = (): string | null => useSession()?.id ?? null;
