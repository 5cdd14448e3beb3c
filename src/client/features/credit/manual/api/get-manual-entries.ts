import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '#client/lib/api-query.ts';
import { ManualEntriesResponseSchema } from '#shared/schemas/manual-items.ts';

const manualEntries = apiQuery(['credit', 'manual'], '/api/credit-report/manual', ManualEntriesResponseSchema);

export function useManualEntries({ enabled = true } = {}) {
  return useQuery({ ...manualEntries.options, enabled });
}
