import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { sessionKeys } from '@site-admin/api-client';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteChangedMessage } from './broadcast';
import { useSiteWatch } from './use-site-watch';

let tellSiteChanged: (message: SiteChangedMessage) => void = () => {};
vi.mock('./broadcast', () => ({
  listenForSiteChange: (onChange: (message: SiteChangedMessage) => void) => {
    tellSiteChanged = onChange;
    return () => undefined;
  },
}));

/** The account's calls: each waits until the test answers it with the session's site. */
function heldAccountCalls() {
  const answers: ((siteid: number) => void)[] = [];
  const fetchAccount = vi.fn(
    () =>
      new Promise<{ siteid: number }>((resolve) => {
        answers.push((siteid) => resolve({ siteid }));
      }),
  );
  return { fetchAccount, answer: (call: number, siteid: number) => answers[call]?.(siteid) };
}

function Watched({ fetchAccount }: { fetchAccount: () => Promise<{ siteid: number }> }) {
  useSiteWatch();
  const account = useQuery({ queryKey: sessionKeys.account(), queryFn: fetchAccount });
  return <p>{account.data ? `site ${account.data.siteid}` : 'loading'}</p>;
}

const renderWatched = (fetchAccount: () => Promise<{ siteid: number }>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Watched fetchAccount={fetchAccount} />
    </QueryClientProvider>,
  );

describe('the site watch', () => {
  it('asks for the account again after a call that was under way when another tab switched site', async () => {
    const { fetchAccount, answer } = heldAccountCalls();
    const view = renderWatched(fetchAccount);
    expect(fetchAccount).toHaveBeenCalledTimes(1);
    // The switch lands while the first call is under way; that call brings the old site.
    tellSiteChanged({ type: 'site-changed', siteid: 48990 });
    answer(0, 48213);
    await vi.waitFor(() => expect(fetchAccount).toHaveBeenCalledTimes(2));
    answer(1, 48990);
    expect(await view.findByText('site 48990')).toBeInTheDocument();
  });

  it('asks once when no call is under way', async () => {
    const { fetchAccount, answer } = heldAccountCalls();
    const view = renderWatched(fetchAccount);
    answer(0, 48213);
    expect(await view.findByText('site 48213')).toBeInTheDocument();
    tellSiteChanged({ type: 'site-changed', siteid: 48990 });
    await vi.waitFor(() => expect(fetchAccount).toHaveBeenCalledTimes(2));
    answer(1, 48990);
    expect(await view.findByText('site 48990')).toBeInTheDocument();
    expect(fetchAccount).toHaveBeenCalledTimes(2);
  });
});
