import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Language } from '#shared/constants/languages.ts';
import type { LegalDocumentId } from '#shared/constants/legal.ts';
import { LegalDocumentSchema } from '#shared/schemas/legal.ts';

export function useLegalDocument(id: LegalDocumentId, language: Language) {
  return useQuery({
    queryKey: ['legal', id, language],
    queryFn: () => apiClient.get(`/api/legal/${id}?lang=${language}`, LegalDocumentSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
