import { z } from 'zod';
import { stepUpCodeField } from './two-factor';

/**
 * Passkeys (WebAuthn). The browser's options and responses are the JSON shapes of the WebAuthn
 * Level 3 spec (PublicKeyCredentialCreationOptionsJSON and friends) as @simplewebauthn makes and
 * reads them; they are checked here only as objects and verified in full by the server.
 */
const webauthnJson = z.record(z.string(), z.unknown());

/** the most passkeys one account keeps */
export const PASSKEY_LIMIT = 10;
/** a passkey step-up token, as sent in the `code` of a step-up or the Step-Up header of a staff act */
export const STEP_UP_TOKEN_PREFIX = 'pk_';
/** the header that carries a passkey step-up token on a staff act (approve, pay, reject, adjust) */
export const STEP_UP_HEADER = 'step-up';

const PASSKEY_NAME_BLANK = 'Give the passkey a name';
export const passkeyNameField = z
  .string({ error: PASSKEY_NAME_BLANK })
  .trim()
  .min(1, PASSKEY_NAME_BLANK)
  .max(60, 'Keep the name under 60 characters');

/** GET /api/passkeys: one of the account's passkeys */
export const passkeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created: z.string().describe('ISO time'),
    last_used: z.string().nullable().describe('ISO time of the last sign-in or step-up with it'),
    synced: z.boolean().describe('backed up to a cloud account (usable on the owner’s other devices)'),
  })
  .describe('Passkey');
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

/** POST /api/passkeys/registration/options: the password (and step-up when the account has a second factor) */
export const passkeyRegistrationOptionsBodySchema = z.strictObject({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(512),
  code: stepUpCodeField,
});

/** The options handed to the browser's WebAuthn call (startRegistration / startAuthentication). */
export const webauthnOptionsSchema = z.object({ options: webauthnJson }).describe('WebAuthnOptions');

/** POST /api/passkeys: the authenticator's answer to the registration options, and a name */
export const passkeyCreateBodySchema = z.strictObject({ name: passkeyNameField, response: webauthnJson });

/** DELETE /api/passkeys/{id}: step-up (a code, or a token from another passkey) */
export const passkeyRemoveBodySchema = z.strictObject({ code: stepUpCodeField });

/** POST /api/user/login/passkey and POST /api/passkeys/step-up: the authenticator's assertion */
export const passkeyAssertionBodySchema = z.strictObject({ response: webauthnJson });

/** POST /api/passkeys/step-up: a one-time token that stands for a code in the next sensitive request */
export const stepUpGrantSchema = z
  .object({
    step_up_token: z.string().describe(`starts with ${STEP_UP_TOKEN_PREFIX}; send it as the step-up code, once`),
    expires_at: z.string().describe('ISO time (5 minutes)'),
  })
  .describe('StepUpGrant');

/** What the API answers about passkeys; the screens show the same words. */
export const PASSKEY_MSG = {
  limit: `An account can keep at most ${PASSKEY_LIMIT} passkeys. Remove one first.`,
  notFound: 'Passkey not found',
  ceremonyEnded: 'This passkey request has expired. Please try again.',
  notRecognised: 'This passkey is not recognised. Sign in with your password instead.',
  failed: 'The passkey could not be verified. Please try again.',
  added: 'Passkey added',
  removed: 'Passkey removed',
  /** POST /api/passkeys: the authenticator's credential is on an account already (this one or another) */
  alreadyRegistered: 'This passkey is already registered',
  /** POST /api/passkeys/step-up/options: nothing to confirm with */
  noneYet: 'This account has no passkey yet. Add one under Profile > Security.',
  /** STAFF_PASSKEY=required: staff acts need a passkey step-up in the Step-Up header */
  staffNeedsPasskey: 'Confirm this with your passkey',
  staffHasNoPasskey: 'Add a passkey under Profile > Security to approve, pay, reject or adjust',
} as const;
