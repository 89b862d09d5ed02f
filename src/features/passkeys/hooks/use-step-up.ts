import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormResetField, UseFormSetError } from 'react-hook-form';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { isAxiosError } from 'axios';
import { PASSKEY_MSG } from '@/common/api/passkeys';
import { TWO_FACTOR_MSG } from '@/common/api/two-factor';
import { MSG } from '@/common/messages';
import { readApiError } from '@/src/lib/api-error';
import { stepUpRefusal, useTwoFactorStatus } from '@/src/lib/auth/two-factor-status';
import { ceremonyFailure, getPasskeyAssertion } from '@/src/lib/auth/webauthn';
import { getStepUpOptions } from '../api/get-step-up-options';
import { stepUpWithPasskey } from '../api/step-up-with-passkey';

/** A passkey step-up that gave no token; its message goes where a wrong code's would. */
export class PasskeyStepUpFailed extends Error {
  override name = 'PasskeyStepUpFailed';
}

/**
 * The step-up ceremony: a challenge for one of the account's passkeys, the browser's prompt, and
 * the token the server gives for the answer (sent as the sensitive request's `code`). Null when
 * the person closed the prompt; a PasskeyStepUpFailed when the browser or the server refused.
 */
export async function passkeyStepUpToken(): Promise<string | null> {
  try {
    const response = await getPasskeyAssertion(await getStepUpOptions());
    return (await stepUpWithPasskey(response)).step_up_token;
  } catch (error) {
    if (isAxiosError(error)) {
      const { status, message } = readApiError(error);
      throw new PasskeyStepUpFailed(status === null ? MSG.networkError : (message ?? PASSKEY_MSG.failed));
    }
    const failure = ceremonyFailure(error);
    if (failure === null) return null;
    throw new PasskeyStepUpFailed(failure);
  }
}

export interface StepUp {
  /** the code field shows: two-factor sign-in is on, or the server asked for a code */
  askCode: boolean;
  /** 'Use a passkey instead' is offered: the account has a passkey and this browser can use it */
  passkeyOffered: boolean;
  /** no code to type: the account's second factor is its passkeys, so sending runs the passkey prompt */
  passkeyOnly: boolean;
  /** the account's only second factor is a passkey, and this browser cannot use one */
  passkeyUnusable: boolean;
  /** a passkey prompt is open */
  passkeyBusy: boolean;
  /** for the form's resolver (withStepUpCode): whether this submission needs a typed code */
  codeNeeded: () => boolean;
  /**
   * The step-up `code` to send: the typed one, or a passkey's token (the passkey button was
   * pressed, or the account has only passkeys); '' when none goes along, null when the person
   * closed the passkey prompt (send nothing). `needed`: false when this submission asks no
   * step-up (a profile change without a new password). Throws a PasskeyStepUpFailed.
   */
  codeFor: (typed: string, needed?: boolean) => Promise<string | null>;
  /**
   * The message to show on the code (or under the passkey note) when `error` is a step-up
   * refusal or a failed passkey step-up, else null. A refusal brings the code field from then on.
   */
  refusal: (error: unknown) => string | null;
  /**
   * Shows `error` on the form's emptied code field when it is a step-up refusal or a failed
   * passkey step-up (see refusal), and says whether it was: the forms' one way to say it.
   */
  showRefusal: <T extends FieldValues>(error: unknown, form: { resetField: UseFormResetField<T>; setError: UseFormSetError<T> }) => boolean;
  /** The form's own submit, sent with a passkey's token: for 'Use a passkey instead'. */
  withPasskey: (submit: () => unknown) => () => Promise<void>;
  /** after a change went through: what the server asked for is forgotten (the status says the rest) */
  reset: () => void;
}

/**
 * The investor app's one step-up: what a sensitive change (a withdrawal, a new password, 2FA
 * off, a passkey removed, …) carries as its `code`. From the two-factor status: with the
 * authenticator app on, the code field, and beside it 'Use a passkey instead' when the account
 * has a passkey; with passkeys only, no field: sending runs the passkey prompt. A step-up refusal
 * from the server (the status not known yet, or changed since) brings the field all the same.
 */
export function useStepUp(): StepUp {
  const status = useTwoFactorStatus().data;
  // read once: whether the browser has WebAuthn does not change while the page is open
  const [webauthn] = useState(browserSupportsWebAuthn);
  // what the server's step-up refusal asked for, when the status did not say (yet)
  const [asked, setAsked] = useState<'code' | 'passkey' | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const totp = status?.enabled === true;
  // an answer from before passkeys counted has no number: none
  const hasPasskeys = (status?.passkeys ?? 0) > 0 || asked === 'passkey';
  const passkeyOffered = hasPasskeys && webauthn;
  const passkeyOnly = passkeyOffered && !totp;
  const askCode = totp || (asked === 'code' && !passkeyOnly);
  // what the resolver and codeFor read when Send is pressed (they outlive this render)
  const latest = useRef({ askCode, passkeyOnly, viaPasskey: false });
  useLayoutEffect(() => {
    latest.current.askCode = askCode;
    latest.current.passkeyOnly = passkeyOnly;
  }, [askCode, passkeyOnly]);

  const codeNeeded = () => latest.current.askCode && !latest.current.viaPasskey;

  const codeFor = async (typed: string, needed = true): Promise<string | null> => {
    const now = latest.current;
    if (!needed) return '';
    if (!now.viaPasskey && !now.passkeyOnly) return now.askCode ? typed.trim() : '';
    setPasskeyBusy(true);
    try {
      return await passkeyStepUpToken();
    } finally {
      setPasskeyBusy(false);
    }
  };

  const refusal = (error: unknown): string | null => {
    if (error instanceof PasskeyStepUpFailed) return error.message;
    const message = stepUpRefusal(error);
    if (message !== null) setAsked(message === TWO_FACTOR_MSG.passkeyNeeded ? 'passkey' : 'code');
    return message;
  };

  const showRefusal = <T extends FieldValues>(
    error: unknown,
    form: { resetField: UseFormResetField<T>; setError: UseFormSetError<T> },
  ): boolean => {
    const message = refusal(error);
    if (message === null) return false;
    // the session is fine: a code is needed, or the one sent (or the passkey) was not right
    const code = 'code' as Path<T>;
    form.resetField(code);
    form.setError(code, { type: 'server', message }, { shouldFocus: true });
    return true;
  };

  const withPasskey = (submit: () => unknown) => async () => {
    latest.current.viaPasskey = true;
    try {
      await submit();
    } finally {
      latest.current.viaPasskey = false;
    }
  };

  return {
    askCode,
    passkeyOffered,
    passkeyOnly,
    passkeyUnusable: hasPasskeys && !webauthn && !totp,
    passkeyBusy,
    codeNeeded,
    codeFor,
    refusal,
    showRefusal,
    withPasskey,
    reset: () => setAsked(null),
  };
}
