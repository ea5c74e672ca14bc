import { describe, expect, it } from 'vitest';
import type { PersonalInfoData, PersonalInfoDetailResponse } from '@mizan/contract/personal-info';
import { countryGroups, degreeGroups, filterByName, groupTitle, initialValues, needsPersonalInfo, personalInfoSchema } from './form-model';

const saved = (values: Partial<PersonalInfoData>): PersonalInfoData => ({
  degree: null,
  degree_label: null,
  country: null,
  country_name: null,
  city: null,
  city_name: null,
  school: null,
  school_name: null,
  gender: null,
  birth_date: null,
  updated_at: '2026-01-01T00:00:00Z',
  ...values,
});

const detail = (over: Partial<PersonalInfoDetailResponse> = {}): PersonalInfoDetailResponse => ({
  quiz: 1,
  fields: [
    { name: 'degree', required: true },
    { name: 'country', required: true },
    { name: 'school', required: false },
  ],
  required_fields: ['degree', 'country'],
  data: null,
  prefill: null,
  ...over,
});

describe('school-year groups', () => {
  it('shows underscores in group names as spaces, keeping the order', () => {
    expect(groupTitle('المرحلة_الابتدائية')).toBe('المرحلة الابتدائية');
    expect(groupTitle('High__School_')).toBe('High School');
    const groups = degreeGroups({ Primary_School: [{ id: '1', label: 'Grade 1', value: 'primary_1' }], University: [] });
    expect(groups).toEqual([
      { title: 'Primary School', options: [{ value: 'primary_1', label: 'Grade 1' }] },
      { title: 'University', options: [] },
    ]);
  });
});

describe('when the form is needed', () => {
  it('is needed until every required field is saved', () => {
    expect(needsPersonalInfo(detail({ fields: [], required_fields: [] }))).toBe(false);
    expect(needsPersonalInfo(detail())).toBe(true);
    expect(needsPersonalInfo(detail({ data: saved({ degree: 'secondary_3' }) }))).toBe(true);
    expect(needsPersonalInfo(detail({ data: saved({ degree: 'secondary_3', country: 1 }) }))).toBe(false);
  });
});

describe('prefill', () => {
  it('starts from the saved answers, else from the latest other quiz, only for asked fields', () => {
    const prefill = saved({ degree: 'bachelor', country: 5, city: 9, gender: 'female' });
    expect(initialValues(detail({ prefill }))).toEqual({
      degree: 'bachelor',
      country: '5',
      city: '',
      school: '',
      gender: '',
      birth_date: '',
    });
    expect(initialValues(detail({ prefill, data: saved({ degree: 'secondary_3', country: 2, school: 4 }) }))).toMatchObject({
      degree: 'secondary_3',
      country: '2',
      school: '4',
    });
    expect(initialValues(detail())).toMatchObject({ degree: '', country: '' });
  });
});

describe('validation', () => {
  it('requires what the quiz requires and turns empty choices into null', () => {
    const schema = personalInfoSchema(['degree', 'country']);
    const missing = schema.safeParse({ degree: '', country: '', school: '' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['degree', 'required'],
      ['country', 'required'],
    ]);
    expect(schema.parse({ degree: 'bachelor', country: '3', school: '' })).toMatchObject({ degree: 'bachelor', country: 3, school: null });
  });
});

describe('Arabic-aware name search', () => {
  const cities = [{ name: 'الأحساء' }, { name: 'مكة المكرمة' }, { name: 'Riyadh' }];
  it('folds hamza and taa marbuta and case; an empty query keeps all', () => {
    expect(filterByName(cities, 'الاحساء')).toEqual([{ name: 'الأحساء' }]);
    expect(filterByName(cities, 'المكرمه')).toEqual([{ name: 'مكة المكرمة' }]);
    expect(filterByName(cities, 'riy')).toEqual([{ name: 'Riyadh' }]);
    expect(filterByName(cities, ' ')).toHaveLength(3);
  });
});

describe('country list', () => {
  const countries = [
    { id: 1, name: 'Egypt', code: 'EG' },
    { id: 2, name: 'Bahrain', code: 'BH' },
    { id: 3, name: 'Saudi Arabia', code: 'SA' },
    { id: 4, name: 'Algeria', code: 'DZ' },
    { id: 5, name: 'Kuwait', code: 'KW' },
  ];
  it('puts Saudi Arabia first, then the Gulf, then every country in alphabetical order', () => {
    const [near, all] = countryGroups(countries, { near: 'Near you', all: 'All countries' }, 'en');
    expect(near).toEqual({
      title: 'Near you',
      options: [
        { value: '3', label: 'Saudi Arabia' },
        { value: '2', label: 'Bahrain' },
        { value: '5', label: 'Kuwait' },
      ],
    });
    expect(all?.options.map((o) => o.label)).toEqual(['Algeria', 'Egypt']);
  });
});
