import type { PublicNotification } from '@/common/api/notifications';
import type { NotificationKind } from '@/common/notification-kinds';
import type { NotificationRow } from './repository';

export const toPublicNotification = (n: NotificationRow): PublicNotification => ({
  _id: n.id,
  kind: n.kind as NotificationKind,
  title: n.title,
  body: n.body,
  link: n.link,
  read: n.readAt !== null,
  createdAt: n.createdAt.toISOString(),
});
