import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type SecondFactorRefusal, secondFactorRefusalOf } from './second-factor-step.ts';

type CacheEvent = { type: string; action?: { type: string; error?: unknown } };

/**
 * The last second-factor refusal any call answered (a read of a tab, an admin action), until `clear`: the
 * dashboard then asks for the missing step instead of showing the error in every tab.
 */
export function useSecondFactorRefusal(): { refusal: SecondFactorRefusal | null; clear: () => void } {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<SecondFactorRefusal | null>(null);
  useEffect(() => {
    const notice = (event: CacheEvent) => {
      if (event.type !== 'updated' || event.action?.type !== 'error') return;
      const found = secondFactorRefusalOf(event.action.error);
      if (found) setRefusal(found);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(notice);
    const stopMutations = queryClient.getMutationCache().subscribe(notice);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, clear };
}
