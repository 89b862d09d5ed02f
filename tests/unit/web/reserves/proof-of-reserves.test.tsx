// /proof-of-reserves, rendered by the real route table (the public layout, the page's data layer):
// the latest snapshot's figures and root, the history, the verifier box checking a real proof
// built from a three-account tree (tree.ts), 'Get my proof' for a signed-in investor, and the
// dashboard's way there.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESERVES_MSG } from '@/common/reserves/messages';
import { AccountDashboardPage } from '@/src/app/pages/account/dashboard';
import { endSession, startSession } from '@/src/lib/auth/session';
import { fail, fakeApi, pagedList, type FakeApi } from '../helpers/fake-api';
import { profile, USER_ID } from '../helpers/fixtures';
import { renderRoutes } from '../helpers/render-app';
import { renderAccountScreen, signInInvestor } from '../helpers/render-account';
import { tokenFor } from '../helpers/token';
import { ACCOUNTS, proofFor, ROOT, snapshot, SNAPSHOT_ID } from './tree';

const PROOF_PATH = `GET /reserves/snapshots/${SNAPSHOT_ID}/proof`;

let http: FakeApi;
beforeEach(() => {
  endSession();
  http = fakeApi({
    'GET /reserves/snapshots': {
      body: [
        snapshot(),
        snapshot({
          id: 6,
          taken_at: '2026-11-20T10:00:00.000Z',
          root: 'cd'.repeat(32),
          total_cents: 5_000_000,
          leaf_count: 2,
          coverage: 1.2,
        }),
      ],
    },
    [PROOF_PATH]: { body: proofFor(USER_ID) },
  });
});

/** Opens the page and waits until the published snapshots are in (or said to be missing). */
async function open() {
  const app = renderRoutes('/proof-of-reserves');
  await screen.findByRole('heading', { level: 1, name: 'Proof of reserves' });
  await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the published snapshots' })).not.toBeInTheDocument());
  return app;
}

const user = () => userEvent.setup({ delay: null });
const proofBox = () => screen.getByRole('textbox', { name: 'Proof (JSON)' });

/** Pastes `text` into the empty box and presses Verify. */
async function verify(text: string) {
  const u = user();
  await u.clear(proofBox());
  await u.click(proofBox());
  await u.paste(text);
  await u.click(screen.getByRole('button', { name: 'Verify' }));
}

const mine = () => ACCOUNTS.find((a) => a.userId === USER_ID)!;

describe('the published figures', () => {
  it('shows the latest snapshot: total owed, accounts, proven and declared, coverage below 100 % said plainly, the full root', async () => {
    await open();
    const latest = screen.getByRole('region', { name: 'Latest snapshot' });
    expect(within(latest).getByText('Snapshot #7, taken', { exact: false })).toBeInTheDocument();
    const figure = (label: string) => within(latest).getByText(label).closest('div')!;
    expect(figure('Total owed to investors')).toHaveTextContent('$101,650.49');
    expect(figure('Accounts included')).toHaveTextContent('3');
    expect(figure('Proven reserves')).toHaveTextContent('$96,690.00');
    expect(figure('Declared holdings')).toHaveTextContent('$20,000.00');
    expect(figure('Declared holdings')).toHaveTextContent('not proven on chain');
    expect(figure('Coverage')).toHaveTextContent('95.12%');
    expect(within(latest).getByRole('note')).toHaveTextContent(
      'Proven reserves cover 95.12% of what is owed to investors in this snapshot. The rest is not proven on chain.',
    );
    expect(within(latest).getByText(ROOT.hash)).toBeInTheDocument();
    expect(within(latest).getByText(ROOT.hash).tagName).toBe('CODE');
    expect(within(latest).getByText('ab'.repeat(32))).toBeInTheDocument();
    expect(within(latest).getByText('Bitcoin: 1.25000000 BTC, $96,690.00')).toBeInTheDocument();
    // the algorithm in plain words
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByText(/npm run verify-proof -- proof.json/)).toBeInTheDocument();
  });

  it('lists every snapshot, newest first: date, total, coverage and the root shortened', async () => {
    await open();
    const table = screen.getByRole('table', { name: 'Every published snapshot, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['#7', '#6']);
    expect(rows[0]).toHaveTextContent('$101,650.49');
    expect(rows[0]).toHaveTextContent('95.12%');
    expect(within(rows[0]).getByText(`${ROOT.hash.slice(0, 12)}…`)).toHaveAttribute('title', ROOT.hash);
    expect(rows[1]).toHaveTextContent('$50,000.00');
    expect(rows[1]).toHaveTextContent('120%');
  });

  it('a snapshot with nothing owed says so instead of a coverage', async () => {
    http.set('GET /reserves/snapshots', { body: [snapshot({ total_cents: 0, coverage: null })] });
    await open();
    const latest = await screen.findByRole('region', { name: 'Latest snapshot' });
    expect(within(latest).getByText('Coverage').closest('div')).toHaveTextContent('Nothing owed');
    expect(within(latest).getByRole('note')).toHaveTextContent('Nothing is owed to investors in this snapshot.');
  });

  it('before any snapshot: says none has been published, and the verifier still works for a pasted proof', async () => {
    http.set('GET /reserves/snapshots', { body: [] });
    signInInvestor();
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent(RESERVES_MSG.noSnapshots);
    expect(screen.queryByRole('region', { name: 'Latest snapshot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get my proof' })).not.toBeInTheDocument();
    expect(proofBox()).toBeInTheDocument();
  });

  it('is linked from the public footer', async () => {
    await open();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Proof of reserves' })).toHaveAttribute('href', '/proof-of-reserves');
  });
});

describe('the verifier box', () => {
  it('a real proof verifies: the verdict names the balance and the snapshot, and the root matches the published one', async () => {
    await open();
    await verify(JSON.stringify(proofFor(USER_ID), null, 2));
    const verdict = await screen.findByRole('status');
    expect(verdict).toHaveTextContent(RESERVES_MSG.proofValid);
    expect(verdict).toHaveTextContent('Snapshot#7');
    expect(verdict).toHaveTextContent('Your balance in it$1,250.50');
    expect(verdict).toHaveTextContent('Total owed$101,650.49');
    expect(verdict).toHaveTextContent('The root matches the one we published for this snapshot');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the same proof with its cents changed fails, each problem listed', async () => {
    await open();
    const tampered = proofFor(USER_ID);
    tampered.leaf.cents = mine().cents + 100_000;
    await verify(JSON.stringify(tampered));
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent(RESERVES_MSG.proofInvalid);
    const problems = within(verdict)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toEqual([
      expect.stringMatching(/^The path leads to the root .*, not to the published root /),
      `The path adds up to ${ROOT.sum + 100_000} cents, not to the published total of ${ROOT.sum} cents.`,
    ]);
    expect(screen.queryByText(RESERVES_MSG.proofValid)).not.toBeInTheDocument();
  });

  it('a proof that holds together but names another root than the one published for its snapshot fails', async () => {
    http.set('GET /reserves/snapshots', { body: [snapshot({ root: 'ef'.repeat(32) })] });
    await open();
    await verify(JSON.stringify(proofFor(USER_ID)));
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent(RESERVES_MSG.proofInvalid);
    expect(within(verdict).getByRole('listitem')).toHaveTextContent("The proof's root is not the root we published for snapshot #7.");
  });

  it('text that is not JSON: says so; an empty box asks for a proof', async () => {
    await open();
    await verify('{"snapshot_id": 7,');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESERVES_MSG.notJson);
    await user().clear(proofBox());
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paste a proof in the box first.');
  });

  it('a proof with a missing field fails with the field named', async () => {
    await open();
    const { nonce: _nonce, ...withoutNonce } = proofFor(USER_ID);
    await verify(JSON.stringify(withoutNonce));
    const verdict = await screen.findByRole('alert');
    expect(within(verdict).getByRole('listitem')).toHaveTextContent(/^nonce: /);
  });

  it('the textarea is labelled and a verdict goes when the text changes', async () => {
    await open();
    await verify(JSON.stringify(proofFor(USER_ID)));
    expect(await screen.findByRole('status')).toHaveTextContent(RESERVES_MSG.proofValid);
    await user().type(proofBox(), ' ');
    expect(screen.queryByText(RESERVES_MSG.proofValid)).not.toBeInTheDocument();
  });
});

describe("'Get my proof'", () => {
  it('is offered to a signed-in investor: one click fetches their proof for the latest snapshot, fills the box and verifies it', async () => {
    signInInvestor();
    await open();
    await user().click(screen.getByRole('button', { name: 'Get my proof' }));
    const verdict = await screen.findByRole('status');
    expect(verdict).toHaveTextContent(RESERVES_MSG.proofValid);
    expect(verdict).toHaveTextContent('Your balance in it$1,250.50');
    expect(verdict).toHaveTextContent('Snapshot#7');
    expect(JSON.parse((proofBox() as HTMLTextAreaElement).value)).toEqual(proofFor(USER_ID));
    const [call] = http.calls(PROOF_PATH);
    expect(call.headers.authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: 'Save as file' })).toBeInTheDocument();
  });

  it('then the cents edited in the box fail to verify', async () => {
    signInInvestor();
    await open();
    await user().click(screen.getByRole('button', { name: 'Get my proof' }));
    await screen.findByText(RESERVES_MSG.proofValid);
    const edited = (proofBox() as HTMLTextAreaElement).value.replace(`"cents": ${mine().cents}`, `"cents": ${mine().cents + 1}`);
    await verify(edited);
    const verdict = await screen.findByRole('alert');
    expect(verdict).toHaveTextContent(RESERVES_MSG.proofInvalid);
    expect(verdict).toHaveTextContent(`The path adds up to ${ROOT.sum + 1} cents`);
  });

  it('an account that is not in the snapshot is told so', async () => {
    http.set(PROOF_PATH, fail(404, RESERVES_MSG.noProof));
    signInInvestor();
    await open();
    await user().click(screen.getByRole('button', { name: 'Get my proof' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESERVES_MSG.noProof);
    expect(proofBox()).toHaveValue('');
  });

  it('is not offered to visitors (they are asked to sign in) nor to back-office staff', async () => {
    const { unmount } = await open();
    expect(screen.queryByRole('button', { name: 'Get my proof' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fproof-of-reserves');
    unmount();
    startSession({ id: 'admin-1', token: tokenFor('admin') });
    await open();
    expect(screen.queryByRole('button', { name: 'Get my proof' })).not.toBeInTheDocument();
    expect(http.calls(PROOF_PATH)).toHaveLength(0);
  });
});

describe('the dashboard', () => {
  it("links to the page: 'Check that your balance is included'", async () => {
    http.set('GET /profile/me', { body: profile() });
    http.set(`GET /transaction/${USER_ID}`, pagedList([]));
    http.set('GET /insight/history', { body: { range: '30d', points: [] } });
    renderAccountScreen(<AccountDashboardPage />, '/account');
    const card = await screen.findByRole('region', { name: 'Proof of reserves' });
    await user().click(within(card).getByRole('link', { name: 'Check that your balance is included' }));
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/proof-of-reserves'));
  });
});
