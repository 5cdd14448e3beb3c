import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, serveApi } from '#client/test-support/render.tsx';
import { preloadSiteInfo, usePublicAnswer } from './public-config.ts';

/** Lets an answer already sent be read before the test looks. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function Reader({ path }: { path: string }) {
  const answer = usePublicAnswer<{ name: string }>(path);
  return <p>{answer ? answer.name : 'nothing yet'}</p>;
}

describe('usePublicAnswer', () => {
  it('asks once for every reader mounted together, and gives each the answer', async () => {
    const fetch = serveApi({ 'GET /api/site': () => jsonResponse(200, { name: 'CreditPath' }) });
    render(
      <>
        <Reader path="/api/site" />
        <Reader path="/api/site" />
      </>,
    );
    expect(await screen.findAllByText('CreditPath')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('gives nothing when the server refuses or cannot be reached', async () => {
    const fetch = serveApi({ 'GET /api/site': () => jsonResponse(500, { code: 'INTERNAL' }) });
    const { unmount } = render(<Reader path="/api/site" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
    unmount();
    fetch.mockRejectedValue(new TypeError('offline'));
    render(<Reader path="/api/site" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await settle();
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
  });

  it('draws an answer had before at the first render of a reader, asking no more', async () => {
    const fetch = serveApi({ 'GET /api/site': () => jsonResponse(200, { name: 'CreditPath' }) });
    await preloadSiteInfo();
    // No settling here: the reader has the answer in its first paint, with nothing to push down later.
    render(<Reader path="/api/site" />);
    expect(screen.getByText('CreditPath')).toBeInTheDocument();
    render(<Reader path="/api/site" />);
    expect(screen.getAllByText('CreditPath')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
