import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import { CreditReportResponseSchema } from '#shared/schemas/credit.ts';

export function importCreditReport(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload('/api/credit-report/import', form, CreditReportResponseSchema, onProgress);
}

export function useImportCreditReport(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importCreditReport(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['credit'] }),
  });
}
