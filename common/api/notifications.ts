import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { withGetters } from '../validation/lazy-text';
import {
  ALWAYS_MAILED,
  EMAIL_CATEGORIES,
  NOTIFICATION_KINDS,
  type AlwaysMailed,
  type EmailCategory,
  type NotificationKind,
} from '../notification-kinds';

/** One entry of the in-app inbox: GET /api/notifications. */
export const notificationSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]]),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().describe('an in-app path (/account/...), or null'),
    read: z.boolean(),
    createdAt: z.string().describe('ISO 8601'),
  })
  .describe('Notification');
export type PublicNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications filter: `{ unread: true }` lists only the unread ones (false: only the read ones). */
export const notificationListFilterSchema = z.strictObject({
  unread: z.boolean({ error: () => NOTIFICATION_MSG.unreadBoolean }).optional(),
});
export type NotificationListFilter = z.infer<typeof notificationListFilterSchema>;

export const NOTIFICATION_SORTABLE = ['createdAt'] as const;

/** The most ids one POST /api/notifications/read may name. */
export const MARK_READ_MAX_IDS = 100;

/** Messages filled with this module's limits: NOTIFICATION_MSG reads them as properties. */
const NOTIFICATION_LIMIT_MSG = defineTexts('notification', {
  idsTooMany: (max: number) => ({ max }),
});

export const NOTIFICATION_MSG = withGetters(
  defineTexts('notification', {
    idsOrAll: plain,
    idsList: plain,
    idsEmpty: plain,
    idInvalid: plain,
    allTrue: plain,
    alwaysMailed: (category: AlwaysMailed) => ({ category }),
    /** the list filter's `unread` */
    unreadBoolean: plain,
    /** one e-mail switch of the preferences, named by its category */
    switchBoolean: (category: EmailCategory) => ({ category }),
    /** the preferences' `email` object */
    switchesRequired: plain,
  }),
  { idsTooMany: () => NOTIFICATION_LIMIT_MSG.idsTooMany(MARK_READ_MAX_IDS) },
);

/**
 * POST /api/notifications/read: `{ ids }` (1..100 of your own notifications; anyone else's are
 * ignored) or `{ all: true }`, never both.
 */
export const markReadBodySchema = z
  .strictObject({
    ids: z
      .array(z.uuid({ error: () => NOTIFICATION_MSG.idInvalid }), { error: () => NOTIFICATION_MSG.idsList })
      .min(1, { error: () => NOTIFICATION_MSG.idsEmpty })
      .max(MARK_READ_MAX_IDS, { error: () => NOTIFICATION_MSG.idsTooMany })
      .optional(),
    all: z.literal(true, { error: () => NOTIFICATION_MSG.allTrue }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.ids === undefined) === (v.all === undefined)) ctx.addIssue({ code: 'custom', message: NOTIFICATION_MSG.idsOrAll, path: [] });
  });
export type MarkReadBody = z.input<typeof markReadBodySchema>;

/** GET /api/notifications/unread-count, and the answer of POST /api/notifications/read. */
export const unreadCountSchema = z.object({ unread: z.number().int().min(0) }).describe('UnreadCount');
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The e-mail switches, one per category (security e-mail has none: it is always sent). */
const emailSwitches = Object.fromEntries(
  EMAIL_CATEGORIES.map((c) => [c, z.boolean({ error: () => NOTIFICATION_MSG.switchBoolean(c) })]),
) as Record<EmailCategory, z.ZodBoolean>;
/**
 * The always-sent categories may be named only as on (what an older client sends): switching
 * one off is a 400 that says why, not a silent no.
 */
const alwaysOn = Object.fromEntries(
  ALWAYS_MAILED.map((c) => [c, z.literal(true, { error: () => NOTIFICATION_MSG.alwaysMailed(c) }).optional()]),
) as Record<AlwaysMailed, z.ZodOptional<z.ZodLiteral<true>>>;

/** GET and PUT /api/notifications/preferences: which categories are e-mailed (all by default). */
export const notificationPreferencesSchema = z
  .strictObject({
    email: z.strictObject({ ...emailSwitches, ...alwaysOn }, { error: () => NOTIFICATION_MSG.switchesRequired }),
  })
  .describe('NotificationPreferences');
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
