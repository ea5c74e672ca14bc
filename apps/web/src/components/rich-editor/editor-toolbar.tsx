import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Bold, ImagePlus, Italic, Link2, List, ListOrdered, Sigma, Underline, type LucideIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type DialogKind = 'link' | 'image' | 'math';

interface Tool {
  key: string;
  icon: LucideIcon;
  /** For aria-keyshortcuts and the tooltip; Control stands for ⌘ on a Mac too (Tiptap's Mod). */
  shortcut?: string;
  /** Marks and lists say whether they apply at the caret (aria-pressed); dialogs don't. */
  active?: (editor: Editor) => boolean;
  run: (editor: Editor, open: (kind: DialogKind) => void) => void;
}

const TOOLS: Tool[] = [
  { key: 'bold', icon: Bold, shortcut: 'Control+B', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: 'italic',
    icon: Italic,
    shortcut: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: Underline,
    shortcut: 'Control+U',
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'bulletList',
    icon: List,
    shortcut: 'Control+Shift+8',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: ListOrdered,
    shortcut: 'Control+Shift+7',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: 'link', icon: Link2, shortcut: 'Control+K', active: (e) => e.isActive('link'), run: (e, open) => openFromText(e, open, 'link') },
  { key: 'image', icon: ImagePlus, run: (e, open) => openFromText(e, open, 'image') },
  { key: 'math', icon: Sigma, shortcut: 'Control+Shift+E', run: (e, open) => openFromText(e, open, 'math') },
];

/** A dialog gives the focus back to what had it: the text, so writing goes on where the insertion landed. */
function openFromText(editor: Editor, open: (kind: DialogKind) => void, kind: DialogKind) {
  editor.commands.focus();
  open(kind);
}

interface EditorToolbarProps {
  editor: Editor;
  /** Which tools this editor offers: students get no links or images. */
  tools: readonly string[];
  label: string;
  onOpen: (kind: DialogKind) => void;
}

/**
 * A toolbar in the ARIA sense: one tab stop, arrow keys move between its buttons (mirrored in a right-to-left page),
 * Home and End jump to the ends. Marks and lists are toggle buttons (aria-pressed follows the caret).
 */
export function EditorToolbar({ editor, tools, label, onOpen }: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  const shown = TOOLS.filter((tool) => tools.includes(tool.key));
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => shown.map((tool) => tool.active?.(e) ?? null) });
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    // The toolbar is laid out in the page's direction (not the field's): the arrows follow what the eye sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const last = shown.length - 1;
    const next =
      event.key === forward
        ? current === last
          ? 0
          : current + 1
        : event.key === back
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={move}
      className="flex flex-wrap gap-0.5 border-b border-border p-1"
    >
      {shown.map((tool, i) => {
        const name = t(`tools.${tool.key}`);
        const state = pressed[i];
        return (
          <button
            key={tool.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-label={name}
            aria-pressed={state === null ? undefined : state}
            aria-keyshortcuts={tool.shortcut}
            title={tool.shortcut ? `${name} (${tool.shortcut.replace('Control', 'Ctrl')})` : name}
            onFocus={() => setCurrent(i)}
            // Keeps the text's selection while the mouse is down, so the tool applies to what was selected.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => tool.run(editor, onOpen)}
            className={cn(
              'flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg',
              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
              state && 'bg-primary-soft text-primary-soft-fg',
            )}
          >
            <Icon icon={tool.icon} />
          </button>
        );
      })}
    </div>
  );
}

const Icon = ({ icon: Glyph }: { icon: LucideIcon }) => <Glyph aria-hidden className="size-4" />;
