import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { RichEditorProps } from './rich-editor';

// Tiptap (and its translations) load only where rich text is written: a console form or an essay question.
const RichEditor = lazy(() => import('./rich-editor'));

/**
 * The editor, with `fallback` (a plain text box on the same value) until its chunk has loaded. Someone typing in
 * that box when the editor arrives goes on typing in the editor: the box's focus would leave with it, and the
 * next keystrokes with the focus.
 */
export function LazyRichEditor({ fallback, ...props }: Omit<RichEditorProps, 'takeFocus'> & { fallback: ReactNode }) {
  const typing = useRef(false);
  const trailingSpace = useRef(false);
  return (
    <Suspense
      fallback={
        <div
          className="contents"
          onFocus={() => (typing.current = true)}
          onInput={(e) => (trailingSpace.current = / $/.test((e.target as HTMLTextAreaElement).value))}
          // Leaving the box, not the box leaving the page as the editor replaces it.
          onBlur={(e) => e.currentTarget.isConnected && (typing.current = false)}
        >
          {fallback}
        </div>
      }
    >
      <RichEditor {...props} takeFocus={() => (typing.current ? { trailingSpace: trailingSpace.current } : null)} />
    </Suspense>
  );
}
