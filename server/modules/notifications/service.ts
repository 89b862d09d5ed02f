import type { MarkReadBody, NotificationPreferences, UnreadCount } from '@/common/api/notifications';
import type { Db } from '@/server/db/client';
import { countUnread, emailPreferences, markRead, saveEmailPreferences } from './repository';

/**
 * Marks the caller's own notifications read and answers what is left unread. Ids of other
 * people's notifications (or unknown ones) are ignored rather than refused: the answer never
 * tells whether someone else's id exists, and a list that was partly marked elsewhere meanwhile
 * is not an error.
 */
export async function markNotificationsRead(db: Db, userId: string, body: MarkReadBody, at: Date): Promise<UnreadCount> {
  return db.transaction(async (tx) => {
    await markRead(tx, userId, body.all ? { all: true } : { ids: body.ids ?? [] }, at);
    return { unread: await countUnread(tx, userId) };
  });
}

export async function readPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return { email: await emailPreferences(db, userId) };
}

export async function updatePreferences(db: Db, userId: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
  await saveEmailPreferences(db, userId, prefs.email);
  return readPreferences(db, userId);
}
