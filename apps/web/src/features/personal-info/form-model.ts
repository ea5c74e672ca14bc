import type { Country, SchoolYearOptionsResponse } from '@mizan/contract/lookups';
import {
  PersonalInfoRequest,
  type PersonalInfoData,
  type PersonalInfoDetailResponse,
  type PersonalInfoField,
} from '@mizan/contract/personal-info';
import { normalizeForSearch } from '@mizan/contract/arabic-search';

/** The form keeps every control as text ('' = not chosen); the contract schema turns '' into null. */
export type PersonalInfoValues = Record<PersonalInfoField, string>;

export const FIELD_ORDER: readonly PersonalInfoField[] = ['degree', 'country', 'city', 'school', 'gender', 'birth_date'];

/** Group names arrive joined by underscores (`Primary_School`); the client shows them as spaces (client-spec §3). */
export const groupTitle = (name: string) => name.replace(/_+/g, ' ').trim();

export function degreeGroups(options: SchoolYearOptionsResponse) {
  return Object.entries(options).map(([name, items]) => ({
    title: groupTitle(name),
    options: items.map((o) => ({ value: o.value, label: o.label })),
  }));
}

/** True when the quiz asks for information and a required field has no saved value yet. */
export function needsPersonalInfo(detail: PersonalInfoDetailResponse): boolean {
  if (!detail.required_fields.length) return false;
  const saved = detail.data;
  return !saved || detail.required_fields.some((field) => saved[field] == null);
}

const textOf = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/**
 * What the form starts with: this quiz's saved answers, else the user's latest answers to another quiz
 * (the server's `prefill`); only for the fields this quiz asks about.
 */
export function initialValues(detail: PersonalInfoDetailResponse): PersonalInfoValues {
  const source: Partial<PersonalInfoData> = detail.data ?? detail.prefill ?? {};
  const asked = new Set(detail.fields.map((f) => f.name));
  const values = Object.fromEntries(FIELD_ORDER.map((field) => [field, asked.has(field) ? textOf(source[field]) : '']));
  return values as PersonalInfoValues;
}

/** The contract's request schema plus this quiz's required fields, with the server's message key. */
export function personalInfoSchema(required: readonly PersonalInfoField[]) {
  return PersonalInfoRequest.superRefine((value, ctx) => {
    for (const field of required) {
      if (value[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    }
  });
}

/** Arabic-aware substring match on names (hamza forms, taa marbuta, harakat and case folded). */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = normalizeForSearch(query);
  if (!needle) return [...items];
  return items.filter((item) => normalizeForSearch(item.name).includes(needle));
}

/** Saudi Arabia, then the rest of the Gulf: where almost every student lives, so they are not scrolled for. */
const HOME_COUNTRY = 'SA';
const GULF_COUNTRIES = new Set(['SA', 'AE', 'KW', 'QA', 'BH', 'OM']);

/** The country select's groups: Saudi Arabia and the Gulf first, then every other country, sorted in the page's language. */
export function countryGroups(countries: readonly Country[], titles: { near: string; all: string }, lang: string) {
  const collator = new Intl.Collator(lang);
  const home = (c: Country) => (c.code.toUpperCase() === HOME_COUNTRY ? 0 : 1);
  const sorted = [...countries].sort((a, b) => home(a) - home(b) || collator.compare(a.name, b.name));
  const option = (c: Country) => ({ value: String(c.id), label: c.name });
  const near = sorted.filter((c) => GULF_COUNTRIES.has(c.code.toUpperCase()));
  const rest = sorted.filter((c) => !GULF_COUNTRIES.has(c.code.toUpperCase()));
  return [
    { title: titles.near, options: near.map(option) },
    { title: titles.all, options: rest.map(option) },
  ].filter((group) => group.options.length > 0);
}
