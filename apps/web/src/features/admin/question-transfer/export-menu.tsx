import { QuestionExportFormat } from '@mizan/contract/admin/question-transfer';
import { ChevronDown, Download } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useDownload } from '../shell/use-download';
import { useAppDispatch } from '@/lib/hooks';
import { noticeShown } from '@/lib/notices/notice-slice';
import { useExportQuestionsMutation, type ExportedFile, type ExportScope } from './api';
import { EXPORT_EXTENSION } from './formats';

interface ExportMenuProps {
  /** What to export; null when nothing is chosen yet (the menu then says how to choose). */
  scope: ExportScope | null;
  label: string;
  /** The downloaded file's name, without its extension (the category's name, or "questions"). */
  fileName: string;
  size?: ButtonProps['size'];
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-fg outline-none select-none data-[highlighted]:bg-surface-muted';

/** A menu of the export formats; the chosen one downloads at once. Radix gives the arrow keys, Escape and focus return. */
export function ExportMenu({ scope, label, fileName, size }: ExportMenuProps) {
  const { t } = useTranslation('admin');
  const save = useDownload();
  const [exportQuestions, { isLoading }] = useExportQuestionsMutation();
  const dispatch = useAppDispatch();
  // Nothing leaves the bank silently: what the format could not carry is told beside the download.
  const tell = ({ skipped, rubrics }: ExportedFile) => {
    const lost = [
      skipped ? t('transfer.export.skipped', { count: skipped }) : '',
      rubrics ? t('transfer.export.rubricsNotKept', { count: rubrics }) : '',
    ].filter(Boolean);
    if (lost.length) dispatch(noticeShown({ tone: 'info', text: lost.join(' '), messageKey: 'status.genericError' }));
  };
  const download = (format: QuestionExportFormat, what: ExportScope) =>
    void save(async () => {
      const file = await exportQuestions({ format, scope: what }).unwrap();
      tell(file);
      return file.url;
    }, `${fileName}.${EXPORT_EXTENSION[format]}`);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size={size} loading={isLoading}>
          <Download aria-hidden className="size-4" />
          {label}
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 flex max-w-72 min-w-48 flex-col gap-0.5 rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          {scope ? (
            QuestionExportFormat.options.map((format) => (
              <DropdownMenu.Item key={format} className={itemClass} onSelect={() => download(format, scope)}>
                {t(`transfer.format.name.${format}`)}
              </DropdownMenu.Item>
            ))
          ) : (
            <DropdownMenu.Label className="px-3 py-2 text-sm text-fg-muted">{t('transfer.export.chooseFirst')}</DropdownMenu.Label>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
