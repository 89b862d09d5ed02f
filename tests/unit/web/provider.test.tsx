import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/src/app/data-provider';
import { endSession, startSession } from '@/src/lib/auth/session';
import { testQueryClient } from './helpers/render-app';
import { tokenFor } from './helpers/token';

beforeEach(() => endSession());

describe('AppProvider', () => {
  it("drops cached data when the session ends, so the next user never sees the last one's", () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    const queryClient = testQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <p>app</p>
      </AppProvider>,
    );
    queryClient.setQueryData(['profile', 'me'], { name: 'Ann' });
    endSession();
    expect(queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
  });

  it('drops cached data when another user signs in (e.g. in another tab)', () => {
    startSession({ id: 'u1', token: tokenFor('investor', { id: 'u1' }) });
    const queryClient = testQueryClient();
    render(
      <AppProvider queryClient={queryClient}>
        <p>app</p>
      </AppProvider>,
    );
    queryClient.setQueryData(['profile', 'me'], { name: 'Ann' });
    startSession({ id: 'u2', token: tokenFor('investor', { id: 'u2' }) });
    expect(queryClient.getQueryData(['profile', 'me'])).toBeUndefined();
  });
});
