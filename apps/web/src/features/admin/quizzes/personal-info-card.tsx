import { PersonalInfoField, type PersonalInfoConfig } from '@mizan/contract/personal-info';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../form/check-field';
import { FormCard } from '../form/form-card';

type Fields = PersonalInfoConfig['fields'];

/** Which personal details the quiz asks for before it starts; asking for none stores null. */
export function PersonalInfoCard() {
  const { t } = useTranslation('admin');
  const { field } = useController({ name: 'personal_info' });
  const fields: Fields = (field.value as PersonalInfoConfig | null)?.fields ?? [];
  const set = (next: Fields) => field.onChange(next.length ? { fields: next } : null);
  const find = (name: PersonalInfoField) => fields.find((f) => f.name === name);

  return (
    <FormCard title={t('editor.personalInfo')} description={t('editor.personalInfoHint')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PersonalInfoField.options.map((name) => {
          const asked = find(name);
          return (
            <li key={name} className="flex flex-col gap-2 rounded-xl border border-border p-3">
              <CheckField
                label={t(`editor.personalFields.${name}`)}
                checked={!!asked}
                onChange={(e) => set(e.target.checked ? [...fields, { name, required: true }] : fields.filter((f) => f.name !== name))}
              />
              {asked && (
                <div className="ps-6">
                  <CheckField
                    label={t('editor.fields.required')}
                    checked={asked.required}
                    onChange={(e) => set(fields.map((f) => (f.name === name ? { ...f, required: e.target.checked } : f)))}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </FormCard>
  );
}
