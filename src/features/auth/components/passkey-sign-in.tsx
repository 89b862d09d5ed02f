import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Fingerprint from '@mui/icons-material/Fingerprint';
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } from '@simplewebauthn/browser';
import { isAxiosError } from 'axios';
import { useSnackbar } from 'notistack';
import { defineTexts, plain } from '@/common/i18n/translate';
import { MSG } from '@/common/messages';
import { readApiError } from '@/src/lib/api-error';
import type { Session } from '@/src/lib/auth/session';
import { cancelPasskeyCeremony, ceremonyFailure, getPasskeyAssertion, type WebAuthnJson } from '@/src/lib/auth/webauthn';
import type { DeviceApprovalRequired } from '@/src/types/api';
import { loginWithPasskey } from '../api/login-passkey';
import { getPasskeySignInOptions } from '../api/passkey-sign-in-options';

export const PASSKEY_SIGN_IN_TEXT = defineTexts('passkeySignIn', {
  button: plain,
  or: plain,
});

const noSubscription = () => () => undefined;
/** In the prerendered page the button is there (most browsers have WebAuthn); once hydrated, only where it works. */
const useWebAuthn = () =>
  useSyncExternalStore(
    noSubscription,
    () => browserSupportsWebAuthn(),
    () => true,
  );

interface PasskeySignInProps {
  /** the same end as a password sign-in's: the toast and the way in */
  onSignedIn: (session: Session) => void;
  /** a browser the account has not used before, under NEW_DEVICE_APPROVAL=on: the same wait as a password sign-in's */
  onDeviceApproval: (result: DeviceApprovalRequired) => void;
}

/**
 * Signing in with a passkey, under the password form: no e-mail address is typed, the passkey
 * says whose it is. 'Sign in with a passkey' opens the browser's prompt; and where the browser
 * offers passkeys in its autofill (conditional mediation), the e-mail field's suggestions list
 * them from the start, through a request that waits in the background until one is picked, the
 * button replaces it, or the form goes. A passkey is a second factor by itself: no code step.
 */
export function PasskeySignIn({ onSignedIn, onDeviceApproval }: PasskeySignInProps) {
  const { enqueueSnackbar } = useSnackbar();
  const webauthn = useWebAuthn();
  const [busy, setBusy] = useState(false);
  // a new autofill request after the button's ceremony ended without a sign-in
  const [autofillRound, setAutofillRound] = useState(0);
  // the button's ceremony is under way: an autofill request still asking for its options must not replace it
  const buttonCeremony = useRef(false);
  // the effect's request outlives renders: it reads the callbacks as they are when it ends
  const ends = useRef({ onSignedIn, onDeviceApproval });
  useEffect(() => {
    ends.current = { onSignedIn, onDeviceApproval };
  });

  const finish = async (response: WebAuthnJson) => {
    const result = await loginWithPasskey(response);
    if ('deviceApprovalRequired' in result) ends.current.onDeviceApproval(result);
    else ends.current.onSignedIn(result);
  };

  /** What went wrong, said once; nothing when the person closed the prompt or picked no passkey. */
  const report = (error: unknown) => {
    if (isAxiosError(error)) {
      const { status, message } = readApiError(error);
      // an unknown passkey, an expired challenge, a disabled account, too many attempts: the server's words
      if (status !== null && status < 500 && message) enqueueSnackbar(message, { variant: 'error' });
      else enqueueSnackbar(status === null ? MSG.networkError : MSG.loginError, { variant: 'error' });
      return;
    }
    const failure = ceremonyFailure(error);
    if (failure !== null) enqueueSnackbar(failure, { variant: 'error' });
  };

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !live) return;
      try {
        const options = await getPasskeySignInOptions(controller.signal);
        if (!live || buttonCeremony.current) return;
        const response = await getPasskeyAssertion(options, { autofill: true });
        if (live) await finish(response);
      } catch (error) {
        // the background request says nothing of its own failures (a closed list, a replaced
        // request, no server at hand) unless a passkey was picked and refused
        if (live && isAxiosError(error) && error.config?.url?.includes('/login/passkey')) report(error);
      }
    })();
    return () => {
      live = false;
      controller.abort();
      // the form goes (the code step, another page) or a new round starts: the waiting request ends
      cancelPasskeyCeremony();
    };
    // finish reads its callbacks through a ref; only a new round starts a new request
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofillRound]);

  const signIn = async () => {
    setBusy(true);
    buttonCeremony.current = true;
    try {
      // starting this ceremony ends the autofill request (one ceremony at a time)
      const response = await getPasskeyAssertion(await getPasskeySignInOptions());
      await finish(response);
    } catch (error) {
      report(error);
      // still here: the autofill offer again
      setAutofillRound((round) => round + 1);
    } finally {
      buttonCeremony.current = false;
      setBusy(false);
    }
  };

  if (!webauthn) return null;
  return (
    <>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{PASSKEY_SIGN_IN_TEXT.or}</Divider>
      <Button
        type="button"
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<Fingerprint />}
        onClick={() => void signIn()}
        disabled={busy}
        aria-busy={busy}
      >
        {PASSKEY_SIGN_IN_TEXT.button}
      </Button>
    </>
  );
}
