import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPlan } from '@/common/api/plans';
import type { PublicWallet } from '@/common/api/wallets';
import { PlanList } from '@/src-admin/plans/PlanList';
import { WalletList } from '@/src-admin/wallets/WalletList';
import { fakeApi, listReply, type RouteTable } from '@/tests/unit/web/helpers/fake-api';
import { renderAdminView, staff } from './helpers/render-admin';

const T = { timeout: 10_000 };

const plans: PublicPlan[] = [
  {
    _id: 'p1',
    name: 'Gold Starter',
    description: 'Gold',
    category: 'gold',
    min: 100,
    max: 1000,
    roi: 1.8,
    duration: 30,
    status: true,
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'p2',
    name: 'Forex Plus',
    description: 'Forex',
    category: 'forex',
    min: 500,
    max: 5000,
    roi: 2,
    duration: 60,
    status: false,
    createdAt: '2025-01-01T00:00:00Z',
  },
];

const wallets: PublicWallet[] = [
  {
    _id: 'w1',
    name: 'Cold BTC',
    address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    currency: 'btc',
    status: true,
    placeholder: false,
    createdAt: '2025-01-01T00:00:00Z',
  },
  {
    _id: 'w2',
    name: 'Old ETH',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    currency: 'eth',
    status: false,
    placeholder: false,
    createdAt: '2025-01-01T00:00:00Z',
  },
];

const api: RouteTable = {
  'GET /plans/all': listReply('plans', plans),
  'GET /address/all': listReply('address', wallets),
};

const rowOf = async (name: string) => within((await screen.findByText(name, {}, T)).closest('tr')!);

describe('yes/no and percentage columns say their value in words', () => {
  it('the plans table shows the daily return with its % and Deposit Return as Yes or No', async () => {
    fakeApi(staff(), api);
    renderAdminView(<PlanList />, { url: '/admin/plans', resource: 'plans' });
    const gold = await rowOf('Gold Starter');
    expect(gold.getByText('1.8%')).toBeInTheDocument();
    expect(gold.getByText('Yes')).toBeInTheDocument();
    const forex = await rowOf('Forex Plus');
    expect(forex.getByText('2%')).toBeInTheDocument();
    expect(forex.getByText('No')).toBeInTheDocument();
  });

  it('the wallets table shows Active as Yes or No', async () => {
    fakeApi(staff(), api);
    renderAdminView(<WalletList />, { url: '/admin/wallets', resource: 'wallets' });
    expect((await rowOf('Cold BTC')).getByText('Yes')).toBeInTheDocument();
    expect((await rowOf('Old ETH')).getByText('No')).toBeInTheDocument();
  });
});

/** Every source file of the back office. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('the next yes/no or percentage column', () => {
  const files = sources('src-admin').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it("uses BooleanChip, not react-admin's BooleanField (an icon only, or nothing when the icons are off)", () => {
    expect(files.filter((f) => /import[^;]*\bBooleanField\b[^;]*from 'react-admin'/s.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('never gives DataTable.NumberCol a render or children (NumberCol draws its own number and ignores them)', () => {
    const offenders = files.flatMap((f) =>
      [...f.text.matchAll(/<(?:DataTable\.)?NumberCol\b[^>]*?(\/?)>/gs)]
        .filter((m) => /\brender=/.test(m[0]) || m[1] !== '/')
        .map((m) => `${f.path}: ${m[0].slice(0, 60)}`),
    );
    expect(offenders).toEqual([]);
  });
});
