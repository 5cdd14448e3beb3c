import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#client/lib/api-client.ts';
import { ReportDocumentSchema } from '#shared/schemas/manual-items.ts';
import { invalidateAfterManualChange } from './invalidate-after-change.ts';

/** Where a kept PDF is: a same-origin link, so the session cookie goes with it and the browser saves the file. */
export const reportDocumentUrl = (documentId: string) => `/api/credit-report/manual/documents/${documentId}`;

export function useUploadReportDocument(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload('/api/credit-report/manual/documents', form, ReportDocumentSchema, onProgress);
    },
    onSuccess: () => invalidateAfterManualChange(queryClient),
  });
}

export function useDeleteReportDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiClient.delete(reportDocumentUrl(documentId), z.unknown()),
    onSettled: () => invalidateAfterManualChange(queryClient),
  });
}
