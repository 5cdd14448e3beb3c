import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { Language } from '#shared/constants/languages.ts';
import { ArticleSchema } from '#shared/schemas/education.ts';

export function useArticle(id: string, language: Language) {
  return useQuery({
    queryKey: ['education', 'article', id, language],
    queryFn: () => apiClient.get(`/api/educational-articles/${encodeURIComponent(id)}?lang=${language}`, ArticleSchema),
  });
}
