import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_LIMIT, PASSKEY_MSG } from '@/common/api/passkeys';
import { formatDateTime } from '@/common/date-format';
import { LoadError } from '@/src/components/ui/load-error';
import { PageLoader } from '@/src/components/ui/page-loader';
import { RecordCard, RecordCards } from '@/src/components/ui/record-card';
import { SecuritySection } from '@/src/components/ui/security-section';
import { useTwoFactorStatus } from '@/src/lib/auth/two-factor-status';
import { usePasskeys, type Passkey } from '../api/get-passkeys';
import { PASSKEY_TEXT } from '../texts';
import { AddPasskeyDialog } from './add-passkey-dialog';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

/**
 * Profile > Security > Passkeys: what a passkey is, the account's passkeys (each with when it
 * was added and last used, and whether it is synced to the owner's other devices), 'Add a
 * passkey' up to the limit, and Remove with step-up.
 */
export function PasskeysPanel() {
  const passkeys = usePasskeys();
  // STAFF_PASSKEY=required: the staff member's acts in the back office wait for a passkey
  const staffRequired = useTwoFactorStatus().data?.staff_passkey_required === true;
  // read once: whether the browser has WebAuthn does not change while the page is open
  const [webauthn] = useState(browserSupportsWebAuthn);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  let body;
  if (passkeys.isPending) {
    body = <PageLoader label={PASSKEY_TEXT.loading} />;
  } else if (passkeys.isError) {
    body = <LoadError error={passkeys.error} what={PASSKEY_TEXT.listLabel} onRetry={() => void passkeys.refetch()} />;
  } else {
    const list = passkeys.data;
    const full = list.length >= PASSKEY_LIMIT;
    body = (
      <>
        {list.length === 0 ? (
          <Typography color="text.secondary">{PASSKEY_TEXT.none}</Typography>
        ) : (
          <RecordCards label={PASSKEY_TEXT.listLabel}>
            {list.map((passkey) => (
              <RecordCard
                key={passkey.id}
                title={passkey.name}
                status={
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    aria-label={PASSKEY_TEXT.removeLabel(passkey.name)}
                    onClick={() => setRemoving(passkey)}
                  >
                    {PASSKEY_TEXT.remove}
                  </Button>
                }
                fields={[
                  [PASSKEY_TEXT.added, formatDateTime(passkey.created)],
                  [PASSKEY_TEXT.lastUsed, passkey.last_used ? formatDateTime(passkey.last_used) : PASSKEY_TEXT.neverUsed],
                  [
                    PASSKEY_TEXT.kept,
                    <Chip
                      key="synced"
                      size="small"
                      variant={passkey.synced ? 'filled' : 'outlined'}
                      color={passkey.synced ? 'success' : 'default'}
                      label={passkey.synced ? PASSKEY_TEXT.synced : PASSKEY_TEXT.thisDeviceOnly}
                    />,
                  ],
                ]}
              />
            ))}
          </RecordCards>
        )}
        {list.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {PASSKEY_TEXT.count(list.length)}
          </Typography>
        )}
        {full ? (
          <Alert severity="info">{PASSKEY_MSG.limit}</Alert>
        ) : (
          webauthn && (
            <Box>
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                {PASSKEY_TEXT.add}
              </Button>
            </Box>
          )
        )}
      </>
    );
  }

  return (
    <SecuritySection id="security-passkeys" title={PASSKEY_TEXT.title} help={PASSKEY_TEXT.help}>
      {staffRequired && passkeys.data && (
        <Alert severity={passkeys.data.length === 0 ? 'warning' : 'info'}>
          {passkeys.data.length === 0 ? PASSKEY_TEXT.staffRequiredNone : PASSKEY_TEXT.staffRequired}
        </Alert>
      )}
      {!webauthn && <Alert severity="info">{PASSKEY_TEXT.unsupported}</Alert>}
      {body}
      {webauthn && <AddPasskeyDialog open={adding} onClose={() => setAdding(false)} />}
      <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />
    </SecuritySection>
  );
}
