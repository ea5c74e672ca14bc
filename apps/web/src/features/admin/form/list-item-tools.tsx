import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';

interface ListItemToolsProps {
  index: number;
  count: number;
  /** Names the item in the buttons' labels, e.g. "Step 2". */
  label: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}

/** Reordering by buttons: a keyboard and screen-reader path for every ordered list in the console. */
export function ListItemTools({ index, count, label, move, remove }: ListItemToolsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex items-center gap-0.5">
      <IconButton
        label={`${t('actions.moveUp')}: ${label}`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        className="size-8 disabled:opacity-40"
      >
        <ArrowUp aria-hidden className="size-4" />
      </IconButton>
      <IconButton
        label={`${t('actions.moveDown')}: ${label}`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        className="size-8 disabled:opacity-40"
      >
        <ArrowDown aria-hidden className="size-4" />
      </IconButton>
      <IconButton label={`${t('actions.remove')}: ${label}`} onClick={() => remove(index)} className="size-8 hover:text-danger">
        <Trash2 aria-hidden className="size-4" />
      </IconButton>
    </div>
  );
}
