import { SchoolInput, type AdminSchool } from '@mizan/contract/admin/schools';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';
import { currentLanguage } from '@/lib/language';
import { useServerErrors } from '@/lib/forms/use-server-errors';
import { zodForm } from '@/lib/forms/zod-form';
import { formatNumber } from '@/lib/quiz/format';
import { BilingualInput } from '../form/bilingual-input';
import { IdSelect } from '../form/id-select';
import { useCreateSchoolMutation, useGetSchoolCitiesQuery, useUpdateSchoolMutation } from './api';
import { cityOptions } from './names';

const FIELDS = ['name.ar', 'name.en', 'city'];

/** Adds a school to a city (`city`, the list's filter, is preselected), or edits one (`school`). */
export function SchoolDialog({ school, city, onClose }: { school?: AdminSchool; city?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = currentLanguage();
  const { data: cities = [] } = useGetSchoolCitiesQuery();
  const form = useForm<FieldValues>({
    resolver: zodForm(SchoolInput as z.ZodType<FieldValues, FieldValues>),
    defaultValues: school ? { name: school.name, city: school.city.id } : { name: { ar: '', en: '' }, city: city ?? null },
  });
  const { alert, report } = useServerErrors(form.setError, FIELDS);
  const [create] = useCreateSchoolMutation();
  const [update] = useUpdateSchoolMutation();
  const chosenCity = form.watch('city') as number | null;
  const moving = !!school && school.students_count > 0 && chosenCity !== school.city.id;
  const submit = form.handleSubmit(async (values) => {
    const body = values as z.output<typeof SchoolInput>;
    try {
      await (school ? update({ id: school.id, body }) : create(body)).unwrap();
      onClose();
    } catch (failure) {
      report(failure);
    }
  });
  return (
    <ModalShell open onClose={onClose} title={t(school ? 'schools.editTitle' : 'schools.newTitle')} className="sm:max-w-xl">
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4 text-start">
          <FormAlert message={alert} />
          <BilingualInput name="name" label={t('schools.name')} enHint={t('schools.englishHint')} />
          <IdSelect name="city" label={t('schools.city')} emptyLabel={t('schools.chooseCity')} options={cityOptions(cities, lang)} />
          {moving && (
            <p role="status" className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-soft-fg">
              {t('schools.movesStudents', { count: school.students_count, n: formatNumber(school.students_count, lang) })}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('actions.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </ModalShell>
  );
}
