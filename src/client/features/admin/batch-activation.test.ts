import { describe, expect, it, vi } from 'vitest';
import { activateAllPending } from './batch-activation.ts';

describe('activateAllPending', () => {
  it('reads every page before activating, then activates page by page and adds up', async () => {
    const order: string[] = [];
    const pages = [['a', 'b'], ['c']];
    const fetchPage = vi.fn(async (page: number) => {
      order.push(`read ${page}`);
      return { ids: pages[page - 1] ?? [], total: 3, pageSize: 2 };
    });
    const activate = vi.fn(async (ids: string[]) => {
      order.push(`activate ${ids.join(',')}`);
      return ids[0] === 'c'
        ? { successful: 0, totalProcessed: 1, failed: [{ userId: 'c', reason: 'WRONG_SUBSCRIPTION_STATE' }] }
        : { successful: 2, totalProcessed: 2, failed: [] };
    });
    const result = await activateAllPending(fetchPage, activate);
    expect(order).toEqual(['read 1', 'read 2', 'activate a,b', 'activate c']);
    expect(result).toEqual({
      successful: 2,
      totalProcessed: 3,
      failed: [{ userId: 'c', reason: 'WRONG_SUBSCRIPTION_STATE' }],
    });
  });

  it('activates nothing when nobody is pending', async () => {
    const activate = vi.fn();
    const result = await activateAllPending(async () => ({ ids: [], total: 0, pageSize: 100 }), activate);
    expect(activate).not.toHaveBeenCalled();
    expect(result).toEqual({ successful: 0, totalProcessed: 0, failed: [] });
  });
});
