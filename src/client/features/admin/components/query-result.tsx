import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/error-message.ts';

/** A loading text, the failure with a retry, or the data: the three states every admin read has. */
export function QueryResult<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>{errorMessage(query.error, t)}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return children(query.data);
}
