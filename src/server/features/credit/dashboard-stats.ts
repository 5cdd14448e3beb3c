import type { AppDeps } from '#server/app-deps.ts';
import { createMemberCache } from '#server/lib/member-cache.ts';
import { countItemsRemoved } from '#shared/rules/count-items-removed.ts';
import { reportLineage } from '#shared/rules/report-lineage.ts';
import type { DashboardStatsResponse } from '#shared/schemas/credit.ts';
import { readBureauAnswers } from './bureau-answers.ts';
import { fileDayOf } from './history.ts';
import { countActiveDisputes, findReportItems, prepareMemberFiguresRead, storeMemberFigures } from './queries.ts';
import { averageScore } from './to-response.ts';

/** The latest report's scores and negative items, the disputes under way and the items removed so far. */
export async function getDashboardStats(deps: Pick<AppDeps, 'db'>, userId: string): Promise<DashboardStatsResponse> {
  const reports = await findReportItems(deps.db, userId);
  const answers = await readBureauAnswers(deps.db, userId);
  const activeDisputes = await countActiveDisputes(deps.db, userId);
  // Issues of one file compare in the order they were drawn up, as the progress page reads them (history.ts).
  const inFileOrder = [...reports].sort((a, b) => fileDayOf(a).localeCompare(fileDayOf(b)));
  const itemsRemoved = countItemsRemoved(
    inFileOrder.map((report) => ({ ...report, lineage: reportLineage(report) })),
    answers,
  );
  const latest = reports.at(-1);
  if (!latest) {
    return {
      experianScore: null,
      equifaxScore: null,
      transunionScore: null,
      creditScore: null,
      activeDisputes,
      negativeItems: 0,
      itemsRemoved,
      lastUpdated: null,
      dataSource: null,
    };
  }
  return {
    experianScore: latest.experianScore,
    equifaxScore: latest.equifaxScore,
    transunionScore: latest.transunionScore,
    creditScore: averageScore([latest.experianScore, latest.equifaxScore, latest.transunionScore]),
    activeDisputes,
    negativeItems: latest.negativeKeys.length,
    itemsRemoved,
    lastUpdated: latest.pulledAt.toISOString(),
    dataSource: latest.source,
  };
}

/** Members whose figures one instance keeps at most. */
const MAX_KEPT_FIGURES = 20_000;

/**
 * The dashboard's figures change only with the member's reports and disputes, yet the dashboard asks for them on
 * every visit. They are stored per member in the database (member_figures, made stale by the changing transaction
 * itself), so a request no instance has cached reads one row instead of counting again; each instance also keeps
 * them in memory for a few seconds (migration 0013's notices forget them at once on a change anywhere).
 */
export function createDashboardFigures(deps: Pick<AppDeps, 'db' | 'changes' | 'config'>) {
  const cache = createMemberCache<DashboardStatsResponse>(deps.changes, {
    ttlMs: deps.config.memberCacheMs,
    maxEntries: MAX_KEPT_FIGURES,
  });
  const readStored = prepareMemberFiguresRead(deps.db);
  const load = async (userId: string) => {
    const stored = await readStored(userId);
    if (stored?.figures) return stored.figures;
    const figures = await getDashboardStats(deps, userId);
    await storeMemberFigures(deps.db, userId, stored?.version ?? null, figures);
    return figures;
  };
  return {
    get: (userId: string) =>
      cache.get(
        userId,
        () => load(userId),
        () => userId,
      ),
    close: cache.close,
  };
}
