import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { AdminDataProvider, SignInAttempt, UserSession } from '../dataProvider';
import { ConfirmButton } from '../ui/ConfirmButton';
import { oneLine, tableSx, useListLayout, wrapAnywhere } from '../ui/listLayout';
import { failure } from '../ui/messages';
import { formatDateTime } from '../ui/money';
import { MIRRORED_IN_RTL } from '@/src/components/ui/mirrored';
import { useRole } from '../ui/roles';
import type { UserRecord } from './types';
import { SIGN_IN_RESULT_TEXT } from '@/common/api/sessions';
import { USER_SESSIONS_TEXT as TEXT } from './sessionTexts';
import { Ltr } from '../ui/Ltr';

const Loading = ({ label }: { label: string }) => <CircularProgress size={24} aria-label={label} />;

const LoadFailed = ({ error, what }: { error: unknown; what: string }) => (
  <Alert severity="error" role="alert">
    {failure(what, error)}
  </Alert>
);

const Section = ({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) => (
  <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
    <CardContent>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      <div aria-live="polite">{children}</div>
    </CardContent>
  </Card>
);

/** Columns as a table beside the menu, as one item a line on a phone. */
function Rows<T>({
  label,
  rows,
  columns,
  rowKey,
}: {
  label: string;
  rows: T[];
  columns: { label: string; cell: (row: T) => ReactNode; sx?: object }[];
  rowKey: (row: T, index: number) => string;
}) {
  const layout = useListLayout();
  if (layout === 'phone') {
    const [first, ...rest] = columns;
    return (
      <List aria-label={label} disablePadding>
        {rows.map((row, i) => (
          <ListItem key={rowKey(row, i)} divider disableGutters>
            <ListItemText
              primary={first.cell(row)}
              secondary={rest.map((c) => (
                <Box component="span" key={c.label} sx={{ display: 'block', ...wrapAnywhere }}>
                  {TEXT.labelled(c.label)} {c.cell(row)}
                </Box>
              ))}
              slotProps={{ secondary: { component: 'span' } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label}>{c.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={rowKey(row, i)}>
              {columns.map((c) => (
                <TableCell key={c.label} sx={c.sx}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The columns, named when the table renders (in the reader's language). */
const sessionColumns = () => [
  // the device as stored when it first signed in; the browser is what this sign-in's User-Agent said
  { label: TEXT.device, cell: (s: UserSession) => s.device, sx: wrapAnywhere },
  { label: TEXT.browser, cell: (s: UserSession) => s.browser, sx: wrapAnywhere },
  { label: TEXT.address, cell: (s: UserSession) => <Ltr>{s.address}</Ltr>, sx: wrapAnywhere },
  { label: TEXT.signedIn, cell: (s: UserSession) => formatDateTime(s.created), sx: oneLine },
  { label: TEXT.lastUsed, cell: (s: UserSession) => formatDateTime(s.last_used), sx: oneLine },
];

const ResultChip = ({ attempt }: { attempt: SignInAttempt }) => {
  const ok = attempt.result === 'success';
  return (
    <Chip size="small" variant={ok ? 'filled' : 'outlined'} color={ok ? 'success' : 'error'} label={SIGN_IN_RESULT_TEXT[attempt.result]} />
  );
};

const historyColumns = () => [
  { label: TEXT.time, cell: (a: SignInAttempt) => formatDateTime(a.time), sx: oneLine },
  { label: TEXT.address, cell: (a: SignInAttempt) => <Ltr>{a.address}</Ltr>, sx: wrapAnywhere },
  { label: TEXT.browser, cell: (a: SignInAttempt) => a.browser, sx: wrapAnywhere },
  { label: TEXT.result, cell: (a: SignInAttempt) => <ResultChip attempt={a} /> },
];

/** Admins only: signs the user out everywhere, after a confirmation (the server audits it). */
const EndAllSessions = ({ user, disabled }: { user: UserRecord; disabled: boolean }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const end = useMutation({
    mutationFn: () => dataProvider.endUserSessions(user.id),
    onSuccess: () => notify(TEXT.ended, { type: 'success' }),
    onError: (error) => notify(failure(TEXT.endFailed, error), { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['users', user.id, 'sessions'] }),
  });
  return (
    <ConfirmButton
      label={TEXT.endAll}
      icon={<Logout sx={MIRRORED_IN_RTL} />}
      color="error"
      variant="outlined"
      title={TEXT.confirmTitle}
      content={TEXT.confirmContent(user.name)}
      disabled={disabled || end.isPending}
      onConfirm={() => end.mutate()}
    />
  );
};

/**
 * A user's signed-in sessions and their last 50 sign-in attempts (GET /users/{id}/sessions and
 * /history). Support reads them; admins can also end every session.
 */
export const UserSessions = () => {
  const user = useRecordContext<UserRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { isAdmin } = useRole();
  const id = user?.id;
  const sessions = useQuery({
    queryKey: ['users', id, 'sessions'],
    queryFn: () => dataProvider.getUserSessions(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const history = useQuery({
    queryKey: ['users', id, 'history'],
    queryFn: () => dataProvider.getUserSignInHistory(id!),
    enabled: id !== undefined,
    retry: false,
  });
  if (!user) return null;

  let sessionsBody: ReactNode;
  if (sessions.isPending) sessionsBody = <Loading label={TEXT.loadingSessions} />;
  else if (sessions.isError) sessionsBody = <LoadFailed error={sessions.error} what={TEXT.sessionsFailed} />;
  else if (sessions.data.length === 0) sessionsBody = <Typography variant="body2">{TEXT.noSessions}</Typography>;
  else sessionsBody = <Rows label={TEXT.sessionsLabel} rows={sessions.data} columns={sessionColumns()} rowKey={(s) => s.id} />;

  let historyBody: ReactNode;
  if (history.isPending) historyBody = <Loading label={TEXT.loadingHistory} />;
  else if (history.isError) historyBody = <LoadFailed error={history.error} what={TEXT.historyFailed} />;
  else if (history.data.length === 0) historyBody = <Typography variant="body2">{TEXT.noHistory}</Typography>;
  else historyBody = <Rows label={TEXT.historyLabel} rows={history.data} columns={historyColumns()} rowKey={(a, i) => `${a.time}-${i}`} />;

  return (
    <>
      <Section
        id="user-sessions-title"
        title={TEXT.sessionsTitle}
        action={isAdmin && <EndAllSessions user={user} disabled={!sessions.data?.length} />}
      >
        {sessionsBody}
      </Section>
      <Section id="user-sign-ins-title" title={TEXT.historyTitle}>
        {historyBody}
      </Section>
    </>
  );
};
