import type { PersonalInfoConfig, PersonalInfoField } from '@mizan/contract/personal-info';
import type { PersonalInfoRow } from './repo.js';

const COLUMN: Record<PersonalInfoField, keyof PersonalInfoRow> = {
  degree: 'degree',
  country: 'countryId',
  city: 'cityId',
  school: 'schoolId',
  gender: 'gender',
  birth_date: 'birthDate',
};

export const columnOf = (field: PersonalInfoField) => COLUMN[field];

export function requiredFields(config: PersonalInfoConfig | null): PersonalInfoField[] {
  return (config?.fields ?? []).filter((f) => f.required).map((f) => f.name);
}

/** True when every required field of the quiz has a saved value. */
export function isComplete(config: PersonalInfoConfig | null, saved: PersonalInfoRow | null | undefined): boolean {
  const required = requiredFields(config);
  if (!required.length) return true;
  return !!saved && required.every((field) => saved[COLUMN[field]] != null);
}

/** Whole years between a birth date (YYYY-MM-DD) and today. */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}
