import { normalizeForSearch } from '@mizan/contract/arabic-search';
import { Email } from '@mizan/contract/auth';
import type { RosterImportError } from '@mizan/contract/admin/users';
import { FullName, Phone } from '@mizan/contract/profile';
import type { RosterRow } from './read-roster.js';

export interface ClassRef {
  id: number;
  code: string | null;
  nameAr: string;
  nameEn: string;
}

/** A row ready to import: values as the account will hold them. */
export interface CheckedRow {
  row: number;
  fullname: string;
  email: string;
  phone: string | null;
  groupId: number | null;
}

export type RowProblem = Omit<RosterImportError, 'message'> & { params?: Record<string, string | number> };

/** A class named by its code (case-insensitive), else by its Arabic or English name (spelling-insensitive). */
export function classFinder(classes: readonly ClassRef[]) {
  const byCode = new Map(classes.filter((c) => c.code).map((c) => [c.code!.toLowerCase(), c.id]));
  const byName = new Map<string, Set<number>>();
  for (const c of classes) {
    for (const name of [c.nameAr, c.nameEn].map(normalizeForSearch).filter(Boolean)) {
      byName.set(name, (byName.get(name) ?? new Set()).add(c.id));
    }
  }
  return (label: string): number | 'unknown_class' | 'ambiguous_class' => {
    const code = byCode.get(label.toLowerCase());
    if (code !== undefined) return code;
    const named = [...(byName.get(normalizeForSearch(label)) ?? [])];
    if (named.length > 1) return 'ambiguous_class';
    return named[0] ?? 'unknown_class';
  };
}

/** Every problem of every row; a row with any problem is skipped whole, the others go on. */
export function checkRows(rows: readonly RosterRow[], classes: readonly ClassRef[]): { valid: CheckedRow[]; problems: RowProblem[] } {
  const findClass = classFinder(classes);
  const firstRowOf = new Map<string, number>();
  const valid: CheckedRow[] = [];
  const problems: RowProblem[] = [];
  for (const r of rows) {
    const found: RowProblem[] = [];
    const name = FullName.safeParse(r.name);
    if (!r.name) found.push({ row: r.row, column: 'name', code: 'required' });
    else if (!name.success) found.push({ row: r.row, column: 'name', code: 'invalid_name' });
    const email = Email.safeParse(r.email);
    if (!r.email) found.push({ row: r.row, column: 'email', code: 'required' });
    else if (!email.success) found.push({ row: r.row, column: 'email', code: 'invalid_email' });
    else {
      const first = firstRowOf.get(email.data);
      if (first !== undefined) found.push({ row: r.row, column: 'email', code: 'duplicate_email', params: { first } });
      else firstRowOf.set(email.data, r.row);
    }
    const phone = Phone.safeParse(r.phone);
    if (!phone.success) found.push({ row: r.row, column: 'phone', code: 'invalid_phone' });
    const groupId = r.class ? findClass(r.class) : null;
    if (typeof groupId === 'string') found.push({ row: r.row, column: 'class', code: groupId, params: { class: r.class } });
    if (found.length > 0 || !name.success || !email.success || !phone.success || typeof groupId === 'string') {
      problems.push(...found);
      continue;
    }
    valid.push({ row: r.row, fullname: name.data, email: email.data, phone: phone.data || null, groupId });
  }
  return { valid, problems };
}
