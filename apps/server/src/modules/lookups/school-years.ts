import type { Language } from '@mizan/contract/i18n';
import type { SchoolYearOptionsResponse } from '@mizan/contract/lookups';

interface Group {
  ar: string;
  en: string;
  options: [id: number, value: string, ar: string, en: string][];
}

/**
 * The Saudi school ladder (primary 1–6, intermediate 1–3, secondary 1–3), then university and
 * postgraduate study. Personal information stores `value`; ids and values are never renumbered or reused.
 */
const GROUPS: Group[] = [
  {
    ar: 'المرحلة_الابتدائية',
    en: 'Primary_School',
    options: [
      [1, 'primary_1', 'الصف الأول الابتدائي', 'Grade 1'],
      [2, 'primary_2', 'الصف الثاني الابتدائي', 'Grade 2'],
      [3, 'primary_3', 'الصف الثالث الابتدائي', 'Grade 3'],
      [4, 'primary_4', 'الصف الرابع الابتدائي', 'Grade 4'],
      [5, 'primary_5', 'الصف الخامس الابتدائي', 'Grade 5'],
      [6, 'primary_6', 'الصف السادس الابتدائي', 'Grade 6'],
    ],
  },
  {
    ar: 'المرحلة_المتوسطة',
    en: 'Intermediate_School',
    options: [
      [7, 'intermediate_1', 'الصف الأول المتوسط', '1st Intermediate (Grade 7)'],
      [8, 'intermediate_2', 'الصف الثاني المتوسط', '2nd Intermediate (Grade 8)'],
      [9, 'intermediate_3', 'الصف الثالث المتوسط', '3rd Intermediate (Grade 9)'],
    ],
  },
  {
    ar: 'المرحلة_الثانوية',
    en: 'Secondary_School',
    options: [
      [10, 'secondary_1', 'الصف الأول الثانوي', '1st Secondary (Grade 10)'],
      [11, 'secondary_2', 'الصف الثاني الثانوي', '2nd Secondary (Grade 11)'],
      [12, 'secondary_3', 'الصف الثالث الثانوي', '3rd Secondary (Grade 12)'],
    ],
  },
  {
    ar: 'المرحلة_الجامعية',
    en: 'University',
    options: [
      [13, 'university_preparatory', 'السنة التحضيرية', 'Preparatory year'],
      [14, 'university_1', 'السنة الأولى', 'First year'],
      [15, 'university_2', 'السنة الثانية', 'Second year'],
      [16, 'university_3', 'السنة الثالثة', 'Third year'],
      [17, 'university_4', 'السنة الرابعة', 'Fourth year'],
      [18, 'university_5', 'السنة الخامسة فأكثر', 'Fifth year or above'],
      [19, 'bachelor_graduate', 'خريج بكالوريوس', "Bachelor's graduate"],
    ],
  },
  {
    ar: 'الدراسات_العليا',
    en: 'Postgraduate_Studies',
    options: [
      [20, 'higher_diploma', 'دبلوم عالٍ', 'Higher diploma'],
      [21, 'masters', 'ماجستير', "Master's"],
      [22, 'doctorate', 'دكتوراه', 'Doctorate'],
    ],
  },
];

export function schoolYearOptions(lang: Language): SchoolYearOptionsResponse {
  return Object.fromEntries(
    GROUPS.map((group) => [
      group[lang],
      group.options.map(([id, value, ar, en]) => ({ id: String(id), label: lang === 'ar' ? ar : en, value })),
    ]),
  );
}
