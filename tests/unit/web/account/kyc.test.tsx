// /account/kyc-verify (the form uploads its documents
// for real: JPEG, PNG or PDF up to 5 MB, recognised by content) and the shared rules.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkKycDocument, KYC_MAX_FILE_BYTES, KYC_MSG, sniffKycDocument } from '@/common/validation/kyc';
import { kycDetailsSchema, kycReviewSchema } from '@/common/api/kyc';
import { KycPage } from '@/src/app/pages/account/kyc';
import { fakeApi, fail, type FakeApi } from '@/tests/unit/web/helpers/fake-api';
import { profile } from '../helpers/fixtures';
import { renderAccountScreen } from '../helpers/render-account';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const png = (name = 'front.png') => new File([PNG_BYTES], name, { type: 'image/png' });
const pdf = (name = 'back.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });

const submission = (overrides: Record<string, unknown> = {}) => ({
  _id: 'k1',
  userid: 'u1',
  status: 'pending',
  first_name: 'Ann',
  last_name: 'Investor',
  phone_no: '+1 303 555 0100',
  dob: '1990-01-01',
  address_one: '1 Main St',
  address_two: null,
  city: 'Denver',
  state: 'CO',
  nationality: 'Canada',
  zip_code: '80202',
  doc_type: 'passport',
  front_mime: 'image/png',
  back_mime: 'application/pdf',
  front_size: 12,
  back_size: 15,
  reason: null,
  reviewed_at: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const VALID = {
  first_name: 'Ann',
  last_name: 'Investor',
  phone_no: '+1 303 555 0100',
  dob: '1990-01-01',
  address_one: '1 Main St',
  city: 'Denver',
  state: 'CO',
  nationality: 'Canada',
  address_country: 'CA',
  zip_code: '80202',
  doc_type: 'passport',
};

describe('the shared rules (common/validation/kyc.ts)', () => {
  it('recognises JPEG, PNG and PDF by their first bytes only', () => {
    expect(sniffKycDocument(PNG_BYTES)).toBe('image/png');
    expect(sniffKycDocument(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffKycDocument(PDF_BYTES)).toBe('application/pdf');
    expect(sniffKycDocument(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffKycDocument(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(checkKycDocument(PNG_BYTES, KYC_MAX_FILE_BYTES + 1)).toEqual({ error: KYC_MSG.fileTooLarge });
    expect(checkKycDocument(new Uint8Array(), 0)).toEqual({ error: KYC_MSG.fileEmpty });
    expect(checkKycDocument(PNG_BYTES, KYC_MAX_FILE_BYTES)).toEqual({ mime: 'image/png' });
    expect(KYC_MAX_FILE_BYTES).toBe(5 * 1024 * 1024);
  });

  it('every field is required but address_two', () => {
    expect(kycDetailsSchema.safeParse(VALID).success).toBe(true);
    const empty = kycDetailsSchema.safeParse({});
    expect(empty.success).toBe(false);
    const fields = new Set(empty.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(
      new Set([
        'first_name',
        'last_name',
        'phone_no',
        'dob',
        'address_one',
        'city',
        'state',
        'nationality',
        'address_country',
        'zip_code',
        'doc_type',
      ]),
    );
  });

  it.each([
    ['dob', '2001-02-29', KYC_MSG.dobInvalid],
    ['dob', '01/02/1990', KYC_MSG.dobInvalid],
    ['dob', `${new Date().getFullYear() - 17}-01-01`, KYC_MSG.dobTooYoung],
    ['nationality', 'Narnia', KYC_MSG.nationalityUnknown],
    ['doc_type', 'Passport', KYC_MSG.docTypeRequired],
    ['zip_code', '#', KYC_MSG.zipInvalid],
  ])('%s %j: %s', (field, value, message) => {
    const result = kycDetailsSchema.safeParse({ ...VALID, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('a rejection needs a reason', () => {
    expect(kycReviewSchema.safeParse({ status: 'approved' }).success).toBe(true);
    expect(kycReviewSchema.safeParse({ status: 'rejected' }).error?.issues[0].message).toBe(KYC_MSG.reasonRequired);
    expect(kycReviewSchema.safeParse({ status: 'rejected', reason: 'Blurred' }).success).toBe(true);
  });
});

let http: FakeApi;
beforeEach(() => {
  http = fakeApi({
    'GET /profile/me': { status: 200, body: profile({ kyc_status: false }) },
    'GET /kyc/me': { status: 200, body: null },
    'POST /kyc': { status: 201, body: submission() },
  });
});

async function open() {
  const view = renderAccountScreen(<KycPage />, '/account/kyc-verify');
  await screen.findByRole('heading', { name: 'Verify your identity', level: 1 });
  await screen.findByRole('button', { name: 'Process for Verify' });
  return { ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User, files: { front?: File; back?: File } = {}) {
  // sign-up's name and phone are filled in already: typed over here
  await user.clear(screen.getByLabelText(/^First name/));
  await user.type(screen.getByLabelText(/^First name/), 'Ann');
  await user.clear(screen.getByLabelText(/^Last name/));
  await user.type(screen.getByLabelText(/^Last name/), 'Investor');
  await user.clear(screen.getByLabelText(/^Phone No\./));
  await user.type(screen.getByLabelText(/^Phone No\./), '+1 303 555 0100');
  await user.type(screen.getByLabelText(/^Date of birth/), '1990-01-01');
  await user.type(screen.getByLabelText(/^Address line 1/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Denver');
  await user.type(screen.getByLabelText(/^State/), 'CO');
  await user.type(screen.getByLabelText(/^Nationality/), 'Canad');
  await user.click(await screen.findByRole('option', { name: 'Canada' }));
  await user.type(screen.getByLabelText(/^Zip code/), '80202');
  await user.click(screen.getByRole('radio', { name: 'National ID' }));
  await user.upload(screen.getByLabelText(/^Front of document/), files.front ?? png());
  await user.upload(screen.getByLabelText(/^Back of document/), files.back ?? pdf());
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions and the Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /information I have given is correct/ }));
}

describe('the KYC form', () => {
  it('has every field, the three document types, both uploads, both checkboxes with the links, and the button', async () => {
    await open();
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Phone No\./,
      /^Date of birth/,
      /^Address line 1/,
      /^Address line 2 \(optional\)/,
      /^City/,
      /^State/,
      /^Nationality/,
      /^Zip code/,
      /^Country/,
      /^Front of document/,
      /^Back of document/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Passport',
      'National ID',
      'Driving License',
    ]);
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByLabelText(/^Front of document/)).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
  });

  it('submitting empty shows every required message and sends nothing', async () => {
    // a profile with nothing to fill in from
    http.set('GET /profile/me', { status: 200, body: profile({ kyc_status: false, name: '', phone_no: '', country: '' }) });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    for (const message of [
      KYC_MSG.firstNameRequired,
      KYC_MSG.lastNameRequired,
      'Phone no must be at least 9 characters',
      KYC_MSG.dobRequired,
      KYC_MSG.addressRequired,
      KYC_MSG.cityRequired,
      KYC_MSG.stateRequired,
      KYC_MSG.nationalityRequired,
      KYC_MSG.zipRequired,
      KYC_MSG.addressCountryRequired,
      KYC_MSG.docTypeRequired,
      KYC_MSG.frontRequired,
      KYC_MSG.backRequired,
      KYC_MSG.termsRequired,
      KYC_MSG.confirmRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(http.calls('POST /kyc')).toEqual([]);
  });

  it('a passport chosen and no file: the photo page is asked for, and no back side', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Passport' }));
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    expect(await screen.findByText(KYC_MSG.passportPageRequired)).toBeInTheDocument();
    expect(screen.queryByText(KYC_MSG.frontRequired)).toBeNull();
    expect(screen.queryByText(KYC_MSG.backRequired)).toBeNull();
    expect(http.calls('POST /kyc')).toEqual([]);
  });

  it('a file that only pretends to be an image is refused by its content; too large is refused too', async () => {
    const { user } = await open();
    const fake = new File(['not really a picture'], 'passport.png', { type: 'image/png' });
    const huge = new File([PNG_BYTES, new Uint8Array(KYC_MAX_FILE_BYTES)], 'huge.png', { type: 'image/png' });
    await fillValid(user, { front: fake, back: huge });
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    expect(await screen.findByText(KYC_MSG.fileType)).toBeInTheDocument();
    expect(await screen.findByText(KYC_MSG.fileTooLarge)).toBeInTheDocument();
    expect(http.calls('POST /kyc')).toEqual([]);
  });

  it('uploads the form as multipart to POST /api/kyc, then shows it pending', async () => {
    const { user } = await open();
    await fillValid(user);
    http.set('GET /kyc/me', { status: 200, body: submission({ doc_type: 'national_id' }) });
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    expect(await screen.findByText('Your verification is pending')).toBeInTheDocument();
    expect(screen.getByText(KYC_MSG.submitted)).toBeInTheDocument();
    const [post] = http.calls('POST /kyc');
    const form = post.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const text = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    expect(text).toEqual({
      first_name: 'Ann',
      last_name: 'Investor',
      phone_no: '+1 303 555 0100',
      dob: '1990-01-01',
      address_one: '1 Main St',
      city: 'Denver',
      state: 'CO',
      nationality: 'Canada',
      address_country: 'CA',
      zip_code: '80202',
      doc_type: 'national_id',
    });
    expect((form.get('front_img') as File).name).toBe('front.png');
    expect((form.get('back_img') as File).name).toBe('back.pdf');
    expect(screen.queryByRole('button', { name: 'Process for Verify' })).not.toBeInTheDocument();
  });

  it("the server's refusal: its message as a toast and its field errors under the fields", async () => {
    http.set('POST /kyc', fail(400, KYC_MSG.fileType, [{ field: 'back_img', message: KYC_MSG.fileType }]));
    const { user } = await open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Process for Verify' }));
    await waitFor(() => expect(screen.getAllByText(KYC_MSG.fileType)).toHaveLength(2));
    expect(screen.getByLabelText(/^Back of document/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('where a verification stands', () => {
  it('pending: no form', async () => {
    http.set('GET /kyc/me', { status: 200, body: submission() });
    renderAccountScreen(<KycPage />, '/account/kyc-verify');
    expect(await screen.findByText('Your verification is pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process for Verify' })).not.toBeInTheDocument();
  });

  it('approved: verified, no form', async () => {
    http.set('GET /kyc/me', { status: 200, body: submission({ status: 'approved', reviewed_at: '2026-11-22T10:00:00.000Z' }) });
    http.set('GET /profile/me', { status: 200, body: profile({ kyc_status: true }) });
    renderAccountScreen(<KycPage />, '/account/kyc-verify');
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    expect(screen.getByText(/Approved on 22 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process for Verify' })).not.toBeInTheDocument();
  });

  it('rejected: the reason, and the form to send again', async () => {
    http.set('GET /kyc/me', { status: 200, body: submission({ status: 'rejected', reason: 'The photo is blurred' }) });
    renderAccountScreen(<KycPage />, '/account/kyc-verify');
    const panel = await screen.findByText('Your verification was rejected');
    expect(within(panel.closest('[role="alert"]') as HTMLElement).getByText(/Reason: The photo is blurred/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Process for Verify' })).toBeInTheDocument();
  });
});
