import type { QuestionExportQuery } from '@mizan/contract/admin/question-transfer';
import { QuestionListQuery, type AdminQuestion, type QuestionInput } from '@mizan/contract/admin/questions';
import type { Language } from '@mizan/contract/i18n';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { localized } from '../../lib/localized.js';
import { bankCategoriesRepo, treeOrder, type CategoryRow } from '../question-bank/categories-repo.js';
import { questionBankService } from '../question-bank/service.js';
import type { TransferQuestion } from '../question-import/transfer.js';

const PAGE = 500;

/** A bank question back in the shape the editor sends (what every writer starts from). */
function inputOf(q: AdminQuestion): QuestionInput {
  return {
    type: q.type,
    text: q.text,
    category: null,
    tags: q.tags,
    difficulty: q.difficulty,
    mark: q.mark,
    ...(q.key
      ? { key: q.key }
      : {
          options: q.options.map((o) => ({
            text: o.text,
            correct: o.correct,
            fraction: o.correct ? null : o.fraction || null,
            points: o.points,
          })),
        }),
  };
}

/**
 * Export: a category with its subcategories (paths start at the exported category, so importing the file
 * elsewhere recreates it there) and/or chosen questions (paths from the top of the tree).
 */
export function questionExportService(db: Db) {
  const bank = questionBankService(db);

  const allQuestions = async (query: QuestionExportQuery, lang: Language): Promise<AdminQuestion[]> => {
    const filter = { ...QuestionListQuery.parse({}), category: query.category, include_subcategories: true, ids: query.ids };
    const found: AdminQuestion[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const { results } = await bank.list(filter, PAGE, offset, lang);
      found.push(...results);
      if (results.length < PAGE) return found;
    }
  };

  return {
    async collect(query: QuestionExportQuery, lang: Language): Promise<{ name: string | null; questions: TransferQuestion[] }> {
      const tree = treeOrder(await bankCategoriesRepo(db).all());
      const root = query.category !== undefined ? tree.find((c) => c.row.id === query.category) : undefined;
      if (query.category !== undefined && !root) {
        throw new AppError(400, 'validation_error', 'admin-errors:bank.unknown_category', { field: 'category' });
      }
      const paths = new Map<number, { order: number; names: string[] }>(
        tree.map(({ row, ancestors }, order) => {
          const chain: CategoryRow[] = [...ancestors, row];
          const from = root
            ? Math.max(
                0,
                chain.findIndex((c) => c.id === root.row.id),
              )
            : 0;
          return [row.id, { order, names: chain.slice(from).map((c) => c.nameAr) }];
        }),
      );
      const where = (q: AdminQuestion) => (q.category ? paths.get(q.category.id) : undefined);
      const questions = (await allQuestions(query, lang))
        .sort((a, b) => (where(a)?.order ?? -1) - (where(b)?.order ?? -1))
        .map((q) => ({ question: inputOf(q), categoryPath: where(q)?.names ?? [], at: { item: String(q.id) } }));
      return { name: root ? localized(lang, root.row.nameAr, root.row.nameEn) : null, questions };
    },
  };
}
