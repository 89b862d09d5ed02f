// Support tickets, the journey: an investor opens a ticket with an attachment, a member of
// the support staff answers it in the back-office, and the investor sees the bell's count and,
// from the bell, the reply. Every step goes through the screens; people are made by the API.
import { expect, test } from '@playwright/test';
import { PASSWORD, PNG, signIn, signInAdmin, signInOnPage, signUp, ok, as } from '../admin/helpers';
import { newSignedInInvestor, startSignedIn } from './helpers';

test('a ticket with a file, answered by support in the back-office, reaches the investor through the bell', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const investor = await newSignedInInvestor(request, 'journey-support');

  // a member of the support staff (promoted by the admin, as the back-office does it)
  const staffEmail = `support-${Date.now()}@example.com`;
  const staff = await signUp(request, 'Sam Support', staffEmail);
  await ok(await request.put(`/api/profile/update/${staff.id}`, { headers: as(await signInAdmin(request)), data: { role: 'support' } }));
  await signIn(request, staffEmail, PASSWORD);

  // 1. the investor opens a ticket with a receipt attached
  const investorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await startSignedIn(investorContext, investor);
  const page = await investorContext.newPage();
  await page.goto('/account/support');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const subject = `Deposit not credited ${Date.now()}`;
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByRole('combobox', { name: /Category/ }).click();
  await page.getByRole('option', { name: 'Deposit' }).click();
  await page.getByLabel(/^Message/).fill('I sent 0.01 BTC this morning; the receipt is attached.');
  await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  // nothing to read yet
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // 2. support finds it in the queue, sees the file and answers
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const desk = await staffContext.newPage();
  await signInOnPage(desk, staffEmail, PASSWORD);
  await desk.getByRole('menuitem', { name: 'Support tickets' }).click();
  await desk.getByText(subject).click();
  await expect(desk.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(desk.getByRole('button', { name: /receipt\.png/ })).toBeVisible();
  await desk.getByRole('textbox', { name: 'Reply' }).fill('Found it: your deposit is credited now.');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(desk.getByText('Reply sent: the investor is notified')).toBeVisible();
  await staffContext.close();

  // 3. the investor's bell counts the reply (it asks again when the window regains focus)
  await page.goto('/account');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const entry = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: subject });
  await expect(entry).toContainText('Unread: Support replied');
  await entry.getByRole('link', { name: /Support replied/ }).click();

  // 4. the thread shows the reply, marked as the staff's; opening it read the entry
  await expect(page).toHaveURL(/\/account\/support\?ticket=[0-9a-f-]{36}$/);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Found it: your deposit is credited now.')).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await investorContext.close();
});
