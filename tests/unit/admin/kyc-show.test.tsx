import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicKycSubmission } from '@/common/api/kyc';
import { KycShow } from '@/src-admin/kyc/KycShow';
import { fakeApi } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

// The back office's KYC page: the address's country by name, and a passport (its photo page
// only) shown without a back side rather than failing on one.

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const submission = (overrides: Partial<PublicKycSubmission> = {}): PublicKycSubmission => ({
  _id: 'k1',
  userid: 'u1',
  user_name: 'Kim Investor',
  user_email: 'kim@example.com',
  status: 'pending',
  first_name: 'Kim',
  last_name: 'Doe',
  phone_no: '+1 303 555 0100',
  dob: '1990-01-01',
  address_one: '1 Main St',
  address_two: null,
  city: 'Toronto',
  state: 'ON',
  nationality: 'Ireland',
  address_country: 'CA',
  zip_code: 'M5V 2T6',
  doc_type: 'passport',
  front_mime: 'image/png',
  back_mime: null,
  front_size: PNG.length,
  back_size: null,
  front_url: '/api/kyc/k1/front',
  back_url: null,
  reason: null,
  reviewed_by: null,
  reviewed_at: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** The submission's page; its documents are read as files, each side from its own address. */
function renderShow(record: PublicKycSubmission) {
  const png = { body: new Blob([PNG], { type: 'image/png' }) };
  const http = fakeApi(staff(), { 'GET /kyc/k1': { body: record }, 'GET /kyc/k1/front': png, 'GET /kyc/k1/back': png });
  renderAdminView(<KycShow />, { url: '/admin/kyc/k1/show', path: '/admin/kyc/:id/show', resource: 'kyc' });
  /** the sides of the documents asked for */
  const documents = () => http.requests.filter((r) => /^\/kyc\/k1\/(front|back)$/.test(r.path)).map((r) => r.path.split('/').pop());
  return { documents };
}

describe('the KYC show page', () => {
  it("a passport: the address's country by name, the front fetched, no back asked for", async () => {
    const { documents } = renderShow(submission());
    expect(await screen.findByRole('heading', { name: 'Kim Doe' })).toBeInTheDocument();
    expect(screen.getByText('Country of address').nextElementSibling).toHaveTextContent('Canada');
    expect(screen.getByText(/No back side/)).toBeInTheDocument();
    await vi.waitFor(() => expect(documents()).not.toHaveLength(0));
    expect(documents()).toEqual(['front']);
  });

  it('a submission from before the country was asked shows a dash', async () => {
    renderShow(submission({ address_country: null, doc_type: 'national_id', back_mime: 'image/png', back_size: 8, back_url: '/x' }));
    expect((await screen.findByText('Country of address')).nextElementSibling).toHaveTextContent('—');
    expect(screen.queryByText(/No back side/)).not.toBeInTheDocument();
  });
});
