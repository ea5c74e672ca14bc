import type { ResultsExportQuery } from '@mizan/contract/admin/question-transfer';
import type { Language } from '@mizan/contract/i18n';
import { notFound } from '../../lib/app-error.js';
import type { TableStream } from '../../lib/table-export.js';
import { taughtStudents, type StudentScope } from '../groups/scope.js';
import type { QuizMaterialCache } from '../trials/quiz-material.js';
import type { AnalyticsRepo } from './repo.js';
import type { ResultsCursor, ResultsExportRepo, ResultsFilter } from './results-export-repo.js';
import { resultsTable } from './results-table.js';

const DAY_MS = 86_400_000;
/** Trials read per statement: large enough to keep round trips few, small enough to keep memory flat. */
export const RESULTS_PAGE_SIZE = 1000;

/**
 * The per-quiz results export as a table stream: one row per completed trial of the asked version (the
 * current one by default), completed within the inclusive UTC days `from`–`to`. The quiz and version are
 * (of a staff member's classes' students only, when they teach classes) checked before the first byte is sent, so an unknown one is a 404 rather than a broken download.
 */
export function resultsExportService(
  versions: AnalyticsRepo,
  repo: ResultsExportRepo,
  materials: QuizMaterialCache,
  pageSize = RESULTS_PAGE_SIZE,
) {
  return async function resultsExport(
    quizId: number,
    query: ResultsExportQuery,
    lang: Language,
    scope: StudentScope = { all: true },
  ): Promise<TableStream> {
    const version = await versions.version(quizId, query.version);
    const material = version && (await materials.version(version.id));
    if (!version || !material) throw notFound();
    const filter: ResultsFilter = {
      versionId: version.id,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
      students: scope.all ? undefined : taughtStudents(scope.staffId),
    };
    const table = resultsTable(material, lang);
    async function* pages() {
      let after: ResultsCursor | null = null;
      for (;;) {
        const rows = await repo.page(filter, lang, after, pageSize);
        if (rows.length) yield rows.map(table.row);
        if (rows.length < pageSize) return;
        const last = rows[rows.length - 1]!;
        after = { completedAt: last.completedAt, id: last.id };
      }
    }
    return {
      name: `quiz-${quizId}-v${version.number}-results`,
      header: table.header,
      pages: pages(),
      rtl: lang === 'ar',
      sheets: [table.legend],
    };
  };
}
