import type { Language } from '@mizan/contract/i18n';
import type { SchoolYearOptionsResponse } from '@mizan/contract/lookups';

type Option = [id: number, value: string, ar: string, en: string];

interface Group {
  ar: string;
  en: string;
  options: Option[];
}

const AR_ORDINALS = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس'];
const EN_ORDINALS = ['1st', '2nd', '3rd'];

/** A school stage's grades 1…count, ids from firstId: `<stage>_<n>`, "الصف <ordinal> <stage>". */
function grades(stage: string, count: number, firstId: number, arStage: string, en: (grade: number) => string): Option[] {
  return Array.from({ length: count }, (_, i) => [firstId + i, `${stage}_${i + 1}`, `الصف ${AR_ORDINALS[i]} ${arStage}`, en(i + 1)]);
}

/**
 * The Saudi school ladder (primary 1–6, intermediate 1–3, secondary 1–3), then university and
 * postgraduate study. Personal information stores `value`; ids and values are never renumbered or reused.
 */
const GROUPS: Group[] = [
  { ar: 'المرحلة_الابتدائية', en: 'Primary_School', options: grades('primary', 6, 1, 'الابتدائي', (n) => `Grade ${n}`) },
  {
    ar: 'المرحلة_المتوسطة',
    en: 'Intermediate_School',
    options: grades('intermediate', 3, 7, 'المتوسط', (n) => `${EN_ORDINALS[n - 1]} Intermediate (Grade ${n + 6})`),
  },
  {
    ar: 'المرحلة_الثانوية',
    en: 'Secondary_School',
    options: grades('secondary', 3, 10, 'الثانوي', (n) => `${EN_ORDINALS[n - 1]} Secondary (Grade ${n + 9})`),
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
