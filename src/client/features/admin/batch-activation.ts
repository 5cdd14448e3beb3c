/** One page of a list, as the admin lists answer. */
export interface IdPage {
  ids: string[];
  total: number;
  pageSize: number;
}

export interface BatchResult {
  successful: number;
  totalProcessed: number;
  failed: { userId: string; reason: string }[];
}

/**
 * Activates every pending member: first reads all their ids page by page (activating while paging would shift
 * the pages), then sends them one page at a time, so no request exceeds what the server takes, and adds up.
 */
export async function activateAllPending(
  fetchPage: (page: number) => Promise<IdPage>,
  activate: (userIds: string[]) => Promise<BatchResult>,
): Promise<BatchResult> {
  const pages: string[][] = [];
  for (let page = 1; ; page++) {
    const { ids, total, pageSize } = await fetchPage(page);
    if (ids.length > 0) pages.push(ids);
    if (ids.length === 0 || page * pageSize >= total) break;
  }
  const result: BatchResult = { successful: 0, totalProcessed: 0, failed: [] };
  for (const ids of pages) {
    const part = await activate(ids);
    result.successful += part.successful;
    result.totalProcessed += part.totalProcessed;
    result.failed.push(...part.failed);
  }
  return result;
}
