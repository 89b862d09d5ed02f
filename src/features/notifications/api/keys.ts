/** Every notifications query starts with this key: marking read invalidates all of them. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
