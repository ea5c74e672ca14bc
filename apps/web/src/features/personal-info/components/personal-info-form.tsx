import { ChevronLeft, Save } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PersonalInfoDetailResponse, PersonalInfoField, PersonalInfoRequest } from '@mizan/contract/personal-info';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormText } from '@/lib/forms/use-form-text';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { currentLanguage } from '@/lib/language';
import {
  useGetCitiesQuery,
  useGetCountriesQuery,
  useGetSchoolsQuery,
  useGetSchoolYearOptionsQuery,
  useSavePersonalInfoMutation,
} from '../api';
import { FIELD_ORDER, countryGroups, degreeGroups, initialValues, personalInfoSchema, type PersonalInfoValues } from '../form-model';
import { LookupSelect } from './lookup-select';

interface PersonalInfoFormProps {
  quizId: string;
  detail: PersonalInfoDetailResponse;
  onSaved: () => void;
  onBack?: () => void;
}

const named = (items: { id: number; name: string }[] | undefined) => [
  { options: (items ?? []).map((i) => ({ value: String(i.id), label: i.name })) },
];

export function PersonalInfoForm({ quizId, detail, onSaved, onBack }: PersonalInfoFormProps) {
  const { t } = useTranslation(['personal-info', 'errors']);
  const text = useFormText();
  const [save] = useSavePersonalInfoMutation();
  const asked = new Set(detail.fields.map((f) => f.name));
  const required = new Set(detail.required_fields);
  const resolver = useMemo(
    () => zodForm(personalInfoSchema(detail.required_fields)) as unknown as Resolver<PersonalInfoValues, unknown, PersonalInfoRequest>,
    [detail.required_fields],
  );
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<PersonalInfoValues, unknown, PersonalInfoRequest>({
    resolver,
    defaultValues: initialValues(detail),
  });
  const { alert, setAlert, report } = useServerErrors(setError, FIELD_ORDER);
  const { errors, isSubmitting } = formState;
  const [country, city, degree, school] = watch(['country', 'city', 'degree', 'school']);

  const lang = currentLanguage();
  const degrees = useGetSchoolYearOptionsQuery({ lang }, { skip: !asked.has('degree') });
  const countries = useGetCountriesQuery({ lang }, { skip: !asked.has('country') });
  const cities = useGetCitiesQuery({ countryId: Number(country), lang }, { skip: !asked.has('city') || !country });
  const schools = useGetSchoolsQuery({ cityId: Number(city), lang }, { skip: !asked.has('school') || !city });

  const labelOf = (field: PersonalInfoField) =>
    required.has(field) ? t(`fields.${field}`) : t('optional', { field: t(`fields.${field}`) });
  /** Choosing a country or a city clears what depended on the previous one. */
  const cascade = (field: 'country' | 'city', value: string) => {
    setValue(field, value, { shouldValidate: formState.isSubmitted });
    if (field === 'country') setValue('city', '');
    setValue('school', '');
  };

  const onSubmit = handleSubmit(async (body) => {
    setAlert(null);
    const result = await save({ quizId, exists: !!detail.data, body });
    if (result.error) return void report(result.error);
    onSaved();
  });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="personal-info-title"
      aria-busy={isSubmitting || undefined}
    >
      <div className="flex flex-col gap-1">
        <h2 id="personal-info-title" className="text-xl font-bold text-fg">
          {t('title')}
        </h2>
        <p className="text-sm leading-relaxed text-fg-muted">{detail.data || !detail.prefill ? t('intro') : t('prefilled')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {asked.has('degree') && (
          <div className="sm:col-span-2">
            <LookupSelect
              label={labelOf('degree')}
              placeholder={degrees.isFetching ? t('loading') : t('choose')}
              groups={degrees.data ? degreeGroups(degrees.data) : []}
              disabled={!degrees.data}
              error={text(errors.degree)}
              value={degree}
              {...register('degree')}
            />
          </div>
        )}
        {asked.has('country') && (
          <LookupSelect
            label={labelOf('country')}
            placeholder={countries.isFetching ? t('loading') : t('choose')}
            groups={countryGroups(countries.data ?? [], { near: t('countries.near'), all: t('countries.all') }, lang)}
            searchable
            disabled={!countries.data}
            error={text(errors.country)}
            value={country}
            {...register('country')}
            onChange={(e) => cascade('country', e.target.value)}
          />
        )}
        {asked.has('city') && (
          <LookupSelect
            label={labelOf('city')}
            placeholder={!country ? t('chooseCountryFirst') : cities.isFetching ? t('loading') : t('choose')}
            hint={country && cities.data?.length === 0 ? t('noCities') : undefined}
            groups={named(cities.data)}
            searchable
            disabled={!country || !cities.data}
            error={text(errors.city)}
            value={city}
            {...register('city')}
            onChange={(e) => cascade('city', e.target.value)}
          />
        )}
        {asked.has('school') && (
          <div className="sm:col-span-2">
            <LookupSelect
              label={labelOf('school')}
              placeholder={!city ? t('chooseCityFirst') : schools.isFetching ? t('loading') : t('choose')}
              hint={city && schools.data?.length === 0 ? t('noSchools') : undefined}
              groups={named(schools.data)}
              searchable
              disabled={!city || !schools.data}
              error={text(errors.school)}
              value={school}
              {...register('school')}
            />
          </div>
        )}
        {asked.has('gender') && (
          <LookupSelect
            label={labelOf('gender')}
            placeholder={t('choose')}
            groups={[{ options: ['male', 'female'].map((g) => ({ value: g, label: t(`gender.${g}`) })) }]}
            error={text(errors.gender)}
            value={watch('gender')}
            {...register('gender')}
          />
        )}
        {asked.has('birth_date') && (
          <Input label={labelOf('birth_date')} type="date" dir="ltr" error={text(errors.birth_date)} {...register('birth_date')} />
        )}
      </div>
      <FormAlert message={alert} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={isSubmitting}>
          <Save aria-hidden className="size-4" />
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
