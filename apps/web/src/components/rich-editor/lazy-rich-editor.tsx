import { lazy, Suspense, type ReactNode } from 'react';
import type { RichEditorProps } from './rich-editor';

// Tiptap (and its translations) load only where rich text is written: a console form or an essay question.
const RichEditor = lazy(() => import('./rich-editor'));

/** The editor, with `fallback` (a plain text box on the same value) until its chunk has loaded. */
export function LazyRichEditor({ fallback, ...props }: RichEditorProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <RichEditor {...props} />
    </Suspense>
  );
}
