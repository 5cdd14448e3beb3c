import type { AppDeps } from '#server/app-deps.ts';
import { type PublicFigures, publicFigures } from '#shared/rules/public-figures.ts';
import { countFigures } from './site-figures-queries.ts';

/** The figures move slowly; a visitor's page view must not cost a count over every dispute. */
export const FIGURES_CACHE_MS = 5 * 60 * 1000;

/** The landing page's figures, counted at most once per FIGURES_CACHE_MS per instance (by the app's clock). */
export function createFiguresReader({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  let cached: { at: number; figures: PublicFigures | null } | null = null;
  return async function readFigures(): Promise<PublicFigures | null> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < FIGURES_CACHE_MS) return cached.figures;
    const figures = publicFigures(await countFigures(db), config.publicFigures);
    cached = { at: now, figures };
    return figures;
  };
}
