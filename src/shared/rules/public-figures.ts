import type { SiteFiguresResponse } from '#shared/schemas/legal.ts';

/** What the records hold, counted by one query (src/server/features/legal/site-figures-queries.ts). */
export interface FigureCounts {
  /** Members with at least one dispute letter mailed to a bureau. */
  membersHelped: number;
  /** Dispute letters prepared: one per bureau of every sent dispute. */
  lettersPrepared: number;
  /** Bureau answers recorded with an outcome, and how many of them deleted the item. */
  outcomesRecorded: number;
  outcomesDeleted: number;
}

export interface FigureThresholds {
  minMembers: number;
  minOutcomes: number;
}

/** `deletedPercent` is a whole percent, rounded down: a share is never stated higher than the records show. */
export type PublicFigures = NonNullable<SiteFiguresResponse['figures']>;

/**
 * CROA (15 U.S.C. § 1679b(a)(3)) forbids untrue or misleading claims about results: a share of a handful of
 * answers would mislead, so nothing is published until both the members and the recorded answers reach the
 * configured thresholds. Below them there are no figures at all, not zeros.
 */
export function publicFigures(counts: FigureCounts, thresholds: FigureThresholds): PublicFigures | null {
  if (counts.membersHelped < thresholds.minMembers || counts.outcomesRecorded < thresholds.minOutcomes) return null;
  return {
    membersHelped: counts.membersHelped,
    lettersPrepared: counts.lettersPrepared,
    outcomesRecorded: counts.outcomesRecorded,
    deletedPercent: Math.floor((counts.outcomesDeleted * 100) / counts.outcomesRecorded),
  };
}
