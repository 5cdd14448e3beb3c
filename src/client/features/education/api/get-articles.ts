import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#client/lib/api-client.ts';
import type { EducationCategory } from '#shared/constants/education.ts';
import type { Language } from '#shared/constants/languages.ts';
import { ListArticlesResponseSchema } from '#shared/schemas/education.ts';

export interface ArticleListParams {
  search: string;
  category: EducationCategory | null;
  page: number;
  pageSize?: number;
}

export function articlesQueryOptions(params: ArticleListParams, language: Language) {
  const query = new URLSearchParams({ lang: language, page: String(params.page) });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.pageSize) query.set('pageSize', String(params.pageSize));
  return queryOptions({
    queryKey: ['education', 'articles', language, params],
    queryFn: () => apiClient.get(`/api/educational-articles?${query}`, ListArticlesResponseSchema),
  });
}

/** The hub's list; while a new search loads, the last results stay on screen instead of a blank page. */
export function useArticles(params: ArticleListParams, language: Language) {
  return useQuery({ ...articlesQueryOptions(params, language), placeholderData: keepPreviousData });
}
