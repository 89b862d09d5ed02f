import { z } from 'zod';
import { defineTexts, plain } from '../i18n/translate';
import { withGetters } from '../validation/lazy-text';
import { stepUpCodeField, TWO_FACTOR_MSG } from './two-factor';

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

/** Messages filled with this module's limits: PASSKEY_MSG reads them as properties. */
const PASSKEY_LIMIT_MSG = defineTexts('passkey', {
  limit: (max: number) => ({ max }),
});

/** What the API answers about passkeys; the screens show the same words. */
export const PASSKEY_MSG = withGetters(
  defineTexts('passkey', {
    notFound: plain,
    ceremonyEnded: plain,
    notRecognised: plain,
    failed: plain,
    added: plain,
    removed: plain,
    /** POST /api/passkeys: the authenticator's credential is on an account already (this one or another) */
    alreadyRegistered: plain,
    /** POST /api/passkeys/step-up/options: nothing to confirm with */
    noneYet: plain,
    /** STAFF_PASSKEY=required: staff acts need a passkey step-up in the Step-Up header */
    staffNeedsPasskey: plain,
    staffHasNoPasskey: plain,
    /** the name field of a new passkey */
    nameBlank: plain,
    nameTooLong: plain,
  }),
  { limit: () => PASSKEY_LIMIT_MSG.limit(PASSKEY_LIMIT) },
);

export const passkeyNameField = z
  .string({ error: () => PASSKEY_MSG.nameBlank })
  .trim()
  .min(1, { error: () => PASSKEY_MSG.nameBlank })
  .max(60, { error: () => PASSKEY_MSG.nameTooLong });

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
  password: z
    .string({ error: () => TWO_FACTOR_MSG.passwordBlank })
    .min(1, { error: () => TWO_FACTOR_MSG.passwordBlank })
    .max(512),
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
