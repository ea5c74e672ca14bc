import type { BankCategory } from '@mizan/contract/admin/categories';
import type { ExportFormat } from '@mizan/contract/admin/common';
import { ImportFormat } from '@mizan/contract/admin/question-transfer';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useDownload } from '../shell/use-download';
import { useDownloadImportTemplateMutation } from './api';
import { FileDropZone } from './file-drop-zone';
import { detectFormat } from './formats';

/** What the operator chose in step 1; kept by the wizard, so going back finds it as it was. */
export interface ImportChoice {
  file: File | null;
  format: ImportFormat;
  /** A bank category id, or '' for the top level. */
  category: string;
}

interface ChooseFileStepProps {
  choice: ImportChoice;
  categories: BankCategory[];
  onChange: (choice: ImportChoice) => void;
  onCheck: () => void;
}

/** Step 1: the file, how to read it and where its questions go. */
export function ChooseFileStep({ choice, categories, onChange, onCheck }: ChooseFileStepProps) {
  const { t } = useTranslation('admin');
  const save = useDownload();
  const [downloadTemplate, { isLoading, originalArgs }] = useDownloadImportTemplateMutation();
  const template = (format: ExportFormat) =>
    void save(() => downloadTemplate(format).unwrap(), `${t('transfer.template.fileName')}.${format}`);
  const choose = (file: File) => onChange({ ...choice, file, format: detectFormat(file.name, choice.format) });

  return (
    <div className="flex flex-col gap-5">
      <FileDropZone file={choice.file} onFile={choose} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('transfer.format.label')}
          hint={t('transfer.format.hint')}
          value={choice.format}
          onChange={(e) => onChange({ ...choice, format: ImportFormat.parse(e.target.value) })}
          options={ImportFormat.options.map((format) => ({ value: format, label: t(`transfer.format.name.${format}`) }))}
        />
        <Select
          label={t('transfer.category.label')}
          hint={t('transfer.category.hint')}
          value={choice.category}
          onChange={(e) => onChange({ ...choice, category: e.target.value })}
          options={[{ value: '', label: t('transfer.category.top') }, ...categories.map((c) => ({ value: String(c.id), label: c.path }))]}
        />
      </div>
      <div className="flex flex-col gap-2 rounded-xl bg-surface-muted p-4">
        <p className="text-sm text-fg-muted">{t('transfer.template.about')}</p>
        <div className="flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              size="sm"
              loading={isLoading && originalArgs === format}
              onClick={() => template(format)}
            >
              <FileSpreadsheet aria-hidden className="size-4" />
              {t(`transfer.template.${format}`)}
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button disabled={!choice.file} onClick={onCheck}>
          {t('transfer.check')}
        </Button>
      </div>
    </div>
  );
}
