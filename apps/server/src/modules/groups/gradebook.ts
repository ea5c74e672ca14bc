import type {
  GradebookAssignment,
  GradebookAttempt,
  GradebookCell,
  GradebookResponse,
  GradebookStudent,
  GradebookStudentResponse,
} from '@mizan/contract/admin/gradebook';
import type { Language } from '@mizan/contract/i18n';
import { notFound } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import type { Translate } from '../../lib/messages.js';
import type { Cell, Table } from '../../lib/table-export.js';
import type { AttemptRow, GradebookColumnRow, GradebookRepo, WindowRow } from './gradebook-repo.js';

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const awaitsMark = (a: AttemptRow) => a.status === 'completed' && a.marking === 'pending';

/**
 * The attempt that counts among those started in the window: the best completed one by percentage (the earlier on a
 * tie), never one still awaiting a mark, whose percentage is not known yet. See GradebookStatus for the order of the
 * statuses.
 */
export function cellOf(assignment: number, opensMs: number, closesMs: number, attempts: readonly AttemptRow[], now: number): GradebookCell {
  const counted = attempts
    .filter((a) => a.status === 'completed' && !awaitsMark(a))
    .sort((x, y) => (y.percentage ?? -1) - (x.percentage ?? -1) || (x.completedMs ?? 0) - (y.completedMs ?? 0))[0];
  const pending = attempts.some(awaitsMark);
  const running = attempts.some((a) => a.status === 'in_progress');
  const status =
    now < opensMs
      ? 'upcoming'
      : counted
        ? 'completed'
        : pending
          ? 'pending_marking'
          : running
            ? 'in_progress'
            : now < closesMs
              ? 'open'
              : 'missed';
  return {
    assignment,
    status,
    percentage: counted?.percentage ?? null,
    passed: counted?.passed ?? null,
    marking: pending ? 'pending' : (counted?.marking ?? null),
    attempts: attempts.length,
    trial: (counted ?? attempts.at(-1))?.id ?? null,
  };
}

const inWindow = (a: AttemptRow, opensMs: number, closesMs: number) => a.startedMs >= opensMs && a.startedMs < closesMs;

function cellsOf(columns: readonly GradebookColumnRow[], windows: ReadonlyMap<number, WindowRow>, now: number): GradebookCell[] {
  return columns.map((column) => {
    const window = windows.get(column.id);
    return cellOf(column.id, window?.opensMs ?? column.opensMs, window?.closesMs ?? column.closesMs, window?.attempts ?? [], now);
  });
}

const columnOf = (row: GradebookColumnRow) => ({
  id: row.id,
  quiz: { id: row.quizId, title: { ar: row.titleAr, en: row.titleEn } },
  opens_at: iso(row.opensMs),
  closes_at: iso(row.closesMs),
});

/** `name`, `-name`, `<assignment id>` or `-<assignment id>`: an assignment sorts by percentage, cells without one last. */
function sortStudents(students: GradebookStudent[], columns: readonly GradebookColumnRow[], ordering: string | undefined, lang: Language) {
  const collator = new Intl.Collator(lang);
  const byName = (x: GradebookStudent, y: GradebookStudent) => collator.compare(x.fullname, y.fullname) || x.id.localeCompare(y.id);
  const descending = ordering?.startsWith('-') ?? false;
  const key = ordering?.replace(/^-/, '');
  const index = key && key !== 'name' ? columns.findIndex((c) => String(c.id) === key) : -1;
  if (index < 0) return students.sort((x, y) => (descending ? byName(y, x) : byName(x, y)));
  const percentage = (s: GradebookStudent) => s.cells[index]!.percentage;
  return students.sort((x, y) => {
    const [p, q] = [percentage(x), percentage(y)];
    if (p === null || q === null) return p === q ? byName(x, y) : p === null ? 1 : -1;
    return (descending ? q - p : p - q) || byName(x, y);
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function gradebookService(repo: GradebookRepo) {
  return {
    async table(group: { id: number; nameAr: string; nameEn: string }, ordering: string | undefined, lang: Language, now = Date.now()) {
      const [columns, members] = await Promise.all([repo.columns(group.id), repo.members(group.id)]);
      const students = members.map((m) => ({
        id: m.id,
        fullname: m.fullname,
        email: m.email,
        cells: cellsOf(columns, m.windows, now),
      }));
      const assignments: GradebookAssignment[] = columns.map((column, i) => {
        const counted = students.map((s) => s.cells[i]!).filter((c) => c.status === 'completed');
        const percentages = counted.flatMap((c) => (c.percentage === null ? [] : [c.percentage]));
        return {
          ...columnOf(column),
          average: percentages.length ? round2(percentages.reduce((sum, p) => sum + p, 0) / percentages.length) : null,
          completed: counted.length,
        };
      });
      const response: GradebookResponse = {
        group: { id: group.id, name: { ar: group.nameAr, en: group.nameEn } },
        assignments,
        students: sortStudents(students, columns, ordering, lang),
      };
      return response;
    },

    async student(groupId: number, userId: string, now = Date.now()): Promise<GradebookStudentResponse> {
      const [columns, [member]] = await Promise.all([repo.columns(groupId), repo.members(groupId, { userId, allAttempts: true })]);
      if (!member) throw notFound();
      return {
        student: { id: member.id, fullname: member.fullname, email: member.email },
        assignments: columns.map((column) => {
          const { opensMs, closesMs, own, attempts } = member.windows.get(column.id)!;
          const cell = cellOf(
            column.id,
            opensMs,
            closesMs,
            attempts.filter((a) => inWindow(a, opensMs, closesMs)),
            now,
          );
          const counted = cell.status === 'completed' ? cell.trial : null;
          return {
            ...columnOf(column),
            opens_at: iso(opensMs),
            closes_at: iso(closesMs),
            own_window: own,
            cell,
            attempts: attempts.map((a): GradebookAttempt => ({
              id: a.id,
              started_at: iso(a.startedMs),
              completed_at: a.completedMs === null ? null : iso(a.completedMs),
              status: a.status,
              percentage: a.percentage,
              passed: a.passed,
              marking: a.marking,
              in_window: inWindow(a, opensMs, closesMs),
              counted: a.id === counted,
            })),
          };
        }),
      };
    },
  };
}

/**
 * The gradebook as a sheet: a row per student, a column per assignment headed by its quiz's title and opening day
 * (one quiz may be given twice), holding the counted percentage or else the status in words.
 */
export function gradebookSheet(gradebook: GradebookResponse, lang: Language, translate: Translate): Table {
  return {
    name: `group-${gradebook.group.id}-gradebook`,
    header: [
      'student',
      'email',
      ...gradebook.assignments.map((a) => `${localized(lang, a.quiz.title.ar, a.quiz.title.en)} (${a.opens_at.slice(0, 10)})`),
    ],
    rows: gradebook.students.map((s): Cell[] => [
      s.fullname,
      s.email,
      ...s.cells.map((c) =>
        c.status === 'completed' && c.percentage !== null ? c.percentage : translate(lang, `admin:gradebook.statuses.${c.status}`),
      ),
    ]),
    rtl: lang === 'ar',
  };
}
