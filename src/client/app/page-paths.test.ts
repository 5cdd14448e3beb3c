import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '#shared/constants/page-paths.ts';
import { routes } from './router.tsx';

/** Every path the route table names, at any depth; the catch-all `*` is the not-found page, not a page path. */
function pathsOf(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the page paths the server knows', () => {
  it('are the router’s own, dynamic segments included', () => {
    const routed = pathsOf(routes);
    expect(routed).toContain('/legal/:documentId');
    expect(new Set(routed)).toEqual(new Set(PAGE_PATHS));
  });

  it('name each page once', () => {
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
  });
});
