import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

describe('createQueryClient', () => {
  it('calls the unauthorized handler when a read is refused with 401 Unauthorized, not for other failures', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient(onUnauthorized);
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(500, 'boom', null)) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError(401, 'Unauthorized', null)) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uses the spec defaults: five minutes fresh, refetch on focus, no retries', () => {
    const defaults = createQueryClient(() => undefined).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 300_000, refetchOnWindowFocus: true, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
