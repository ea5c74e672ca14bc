import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Check, GripVertical } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PresentedItem } from '@mizan/contract/trials';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/language';
import { formatNumber } from '@/lib/quiz/format';

export interface OrderingAnswerProps {
  /** Every item, by id. */
  items: readonly PresentedItem[];
  /** Item ids top to bottom as shown now (the saved order, else this trial's shuffled one). */
  order: readonly string[];
  /** Whether an order is saved; until then the student may also keep the order shown as it is. */
  answered: boolean;
  labelledBy: string;
  onAnswer: (order: string[]) => void;
}

/**
 * Put items in order by dragging (mouse, touch, or the handle with Space and the arrow keys), or with the move
 * up and move down buttons beside each item. Every move is announced to screen readers with the new position.
 * Loaded on its own (React.lazy), so @dnd-kit never weighs on pages without an ordering question.
 */
export default function OrderingAnswer({ items, order, answered, labelledBy, onAnswer }: OrderingAnswerProps) {
  const { t } = useTranslation('player');
  const lang = currentLanguage();
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    // A short distance before a drag starts, so a tap on a button stays a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const total = formatNumber(order.length, lang);
  const textOf = (itemId: UniqueIdentifier) => byId.get(String(itemId))?.text ?? '';
  const positionOf = (itemId: UniqueIdentifier) => formatNumber(order.indexOf(String(itemId)) + 1, lang);

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('types.ordering.pickedUp', { item: textOf(active.id), position: positionOf(active.id), total }),
    onDragOver: ({ active, over }) =>
      over ? t('types.ordering.movedOver', { item: textOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('types.ordering.dropped', { item: textOf(active.id), position: positionOf(over.id), total }) : undefined,
    onDragCancel: ({ active }) => t('types.ordering.cancelled', { item: textOf(active.id), position: positionOf(active.id), total }),
  };

  const moveTo = (from: number, to: number) => onAnswer(arrayMove([...order], from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  /** A button move: announced here (dnd-kit announces drags), and focus stays on the moved item's buttons. */
  const step = (index: number, by: -1 | 1) => {
    const to = index + by;
    const itemId = order[index]!;
    moveTo(index, to);
    setAnnouncement(t('types.ordering.moved', { item: textOf(itemId), position: formatNumber(to + 1, lang), total }));
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-item="${itemId}"]`);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${by}"]:not(:disabled)`) ?? row?.querySelector('button[data-move]');
      button?.focus();
    });
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={`${id}-hint`} className="flex flex-col gap-3">
      <p id={`${id}-hint`} className="text-sm text-fg-muted">
        {t('types.ordering.hint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('types.ordering.instructions') } }}
      >
        <SortableContext items={[...order]} strategy={verticalListSortingStrategy}>
          <ol ref={list} className="flex flex-col gap-2">
            {order.map((itemId, index) => (
              <SortableRow
                key={itemId}
                itemId={itemId}
                text={textOf(itemId)}
                position={formatNumber(index + 1, lang)}
                first={index === 0}
                last={index === order.length - 1}
                onStep={(by) => step(index, by)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {!answered && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onAnswer([...order])}>
          <Check aria-hidden className="size-4" />
          {t('types.ordering.keep')}
        </Button>
      )}
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface SortableRowProps {
  itemId: string;
  text: string;
  position: string;
  first: boolean;
  last: boolean;
  onStep: (by: -1 | 1) => void;
}

function SortableRow({ itemId, text, position, first, last, onStep }: SortableRowProps) {
  const { t } = useTranslation('player');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: itemId });
  return (
    <li
      ref={setNodeRef}
      data-item={itemId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex items-center gap-2 rounded-xl border-2 bg-surface p-2 sm:gap-3',
        isDragging ? 'relative z-10 border-primary shadow-lg' : 'border-border',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        {...attributes}
        {...listeners}
        aria-label={t('types.ordering.drag', { item: text, position })}
      >
        <GripVertical aria-hidden className="size-5" />
      </button>
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-sm font-bold text-fg-muted"
      >
        {position}
      </span>
      <span className="flex-1 leading-relaxed text-fg">{text}</span>
      <MoveButton direction={-1} disabled={first} label={t('types.ordering.moveUp', { item: text })} onStep={onStep} />
      <MoveButton direction={1} disabled={last} label={t('types.ordering.moveDown', { item: text })} onStep={onStep} />
    </li>
  );
}

function MoveButton({
  direction,
  disabled,
  label,
  onStep,
}: {
  direction: -1 | 1;
  disabled: boolean;
  label: string;
  onStep: (by: -1 | 1) => void;
}) {
  const Icon = direction < 0 ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      data-move={direction}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40"
      onClick={() => onStep(direction)}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
