import Alert from '@mui/material/Alert';
import { MSG } from '@/common/messages';
import { useSessionEndedNotice } from '@/src/lib/auth/use-session-notice';

/**
 * Why someone signed in a moment ago is on the sign-in page: their session expired or the
 * server refused it (password changed elsewhere, account disabled). Nothing after a voluntary sign-out.
 */
export function SessionEndedAlert() {
  const ended = useSessionEndedNotice();
  if (!ended) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      {MSG.sessionInvalid}
    </Alert>
  );
}
