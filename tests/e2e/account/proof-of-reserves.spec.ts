// Proof of reserves, as a new investor meets it on a phone: they sign up on the sign-up page,
// the admin publishes a snapshot (the API, as the back office does), and from the dashboard they
// follow 'Check that your balance is included' to /proof-of-reserves, where 'Get my proof'
// fetches their proof and the browser verifies it; a proof with its cents edited does not verify.
// The page is axe-clean and nothing spills sideways at 375, 1024 or 1440 px.
import { expect, test, type Page } from '@playwright/test';
import type { InclusionProof, ReserveSnapshot } from '@/common/api/reserves';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { expectAxeClean } from '../axe';
import { newInvestor, signUpThroughTheSite } from '../public/helpers';
import { WIDTHS } from '../widths';
import { adminToken, bearer } from './helpers';

/** Nothing spills sideways, once no transition runs. */
async function expectNoSpill(page: Page, label: string) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: no sideways spill`).toBe(true);
}

test('a new investor finds their proof of reserves from the dashboard and verifies it', async ({ page, request }) => {
  // a sign-up, a snapshot, two screens and an axe run on 2 shared cores
  test.slow();
  await page.setViewportSize({ width: 375, height: 900 });
  const investor = newInvestor('reserves');

  // signs up as anyone would, opens the link from the e-mail and signs in
  await signUpThroughTheSite(page, request, investor);
  await expect(page.getByRole('heading', { name: `Welcome, ${investor.name}`, level: 1 })).toBeVisible({ timeout: 30_000 });
  const investorId = await page.evaluate(() => JSON.parse(window.localStorage.getItem('session') ?? '{}').id as string);

  // the admin publishes a snapshot now: every account is in it, this one with its $0.00
  const taken = await request.post('/api/reserves/snapshots', { headers: bearer(await adminToken(request)) });
  expect(taken.status(), await taken.text()).toBe(201);
  const snapshot = (await taken.json()) as ReserveSnapshot;

  // from the dashboard to the page
  const card = page.getByRole('region', { name: 'Proof of reserves' });
  await card.getByRole('link', { name: 'Check that your balance is included' }).click();
  await expect(page).toHaveURL(/\/proof-of-reserves$/);
  await expect(page.getByRole('heading', { name: 'Proof of reserves', level: 1 })).toBeVisible();
  const latest = page.getByRole('region', { name: 'Latest snapshot' });
  await expect(latest).toContainText(`Snapshot #${snapshot.id}`);
  await expect(latest.getByText(snapshot.root, { exact: true })).toBeVisible();

  // one click: the proof is fetched, put in the box and verified in the browser
  await page.getByRole('button', { name: 'Get my proof' }).click();
  const verified = page.getByRole('status').filter({ hasText: RESERVES_MSG.proofValid });
  await expect(verified).toContainText(`Snapshot#${snapshot.id}`);
  await expect(verified).toContainText('Your balance in it$0.00');
  await expect(verified).toContainText('The root matches the one we published for this snapshot');
  const box = page.getByRole('textbox', { name: 'Proof (JSON)' });
  const proof = JSON.parse(await box.inputValue()) as InclusionProof;
  expect(proof).toMatchObject({ snapshot_id: snapshot.id, root: snapshot.root, user_id: investorId, leaf: { cents: 0 } });

  await expectNoSpill(page, 'verified, 375px');
  await expectAxeClean(page, 'proof of reserves, verified, 375px');

  // the same proof claiming $1,000.00 does not add up to the published root and total
  await box.fill((await box.inputValue()).replace(/"cents": \d+/, '"cents": 100000'));
  await page.getByRole('button', { name: 'Verify' }).click();
  const refused = page.getByRole('alert').filter({ hasText: RESERVES_MSG.proofInvalid });
  await expect(refused).toContainText(`The path adds up to ${snapshot.total_cents + 100_000} cents`);
  await expect(page.getByRole('status').filter({ hasText: RESERVES_MSG.proofValid })).toHaveCount(0);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSpill(page, `refused, ${width}px`);
  }
});
