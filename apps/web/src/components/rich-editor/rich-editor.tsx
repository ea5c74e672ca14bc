import { Extension, getHTMLFromFragment } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Plugin } from '@tiptap/pm/state';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { storedHtml } from './editor-html';
import { EditorToolbar, type DialogKind } from './editor-toolbar';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { InlineMath } from './math-node';
import { MathDialog } from './math-dialog';
import './rich-editor.css';

export interface RichEditorProps {
  /** The HTML the server keeps ('' for none); the editor hands back the same shape. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's language's direction; `auto` (an essay) takes the first letter's, as markers will read it. */
  dir: 'rtl' | 'ltr' | 'auto';
  lang: string;
  /** The visible label's id: the editable area is a multi-line textbox named by it. */
  labelledBy: string;
  /** The label's text, which also names the field's toolbar. */
  label: string;
  describedBy?: string;
  invalid?: boolean;
  /** Tools offered; the console's field has them all, an essay answer no link or image. */
  tools: readonly string[];
  /** Uploads an image to our media store and gives its URL; needed for the image tool. */
  uploadImage?: (file: File) => Promise<string>;
  /** The most characters the stored HTML may have (the server refuses more); typing stops there. */
  maxLength?: number;
  /** `essay`: the taller box with larger text of a written answer. */
  size?: 'field' | 'essay';
  /**
   * Asked once, when the editor is first on screen, for someone typing in the box it replaces (see LazyRichEditor):
   * the caret goes to the end, after the space they just typed if the box ended in one.
   */
  takeFocus?: () => { trailingSpace: boolean } | null;
}

/**
 * Refuses an edit that would make the HTML longer than the server takes: measured as HTML, since a formula's
 * markup is far longer than the one position it takes in the document.
 */
const HtmlLimit = Extension.create<{ max: number }>({
  name: 'htmlLimit',
  addOptions: () => ({ max: Infinity }),
  addProseMirrorPlugins() {
    const { max } = this.options;
    const schema = this.editor.schema;
    return [new Plugin({ filterTransaction: (tr) => !tr.docChanged || getHTMLFromFragment(tr.doc.content, schema).length <= max })];
  },
});

/** Ctrl/⌘+K and Ctrl/⌘+Shift+E open the link and equation dialogs, as the toolbar's buttons do. */
const DialogShortcuts = Extension.create<{ open: (kind: DialogKind) => void; tools: readonly string[] }>({
  name: 'dialogShortcuts',
  addOptions: () => ({ open: () => undefined, tools: [] }),
  addKeyboardShortcuts() {
    const { open, tools } = this.options;
    const opener = (kind: DialogKind) => () => (tools.includes(kind) ? (open(kind), true) : false);
    return { 'Mod-k': opener('link'), 'Mod-Shift-e': opener('math') };
  },
});

/**
 * The WYSIWYG editor of rich text (Tiptap): the console's fields and, lazily, essay answers. It offers only what
 * the server's sanitizer keeps: bold, italic, underline, lists, links, our own images with alt text, and
 * formulas stored as TeX. Its own chunk: neither the student's first paint nor the console's lists load it.
 */
export default function RichEditor(props: RichEditorProps) {
  const {
    value,
    onChange,
    onBlur,
    dir,
    lang,
    labelledBy,
    label,
    describedBy,
    invalid,
    tools,
    uploadImage,
    maxLength,
    size = 'field',
    takeFocus,
  } = props;
  const { t } = useTranslation('editor');
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const callbacks = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  // What the editor last handed the form: a new value from elsewhere (a reset, a loaded draft) replaces the content.
  const emitted = useRef(value);
  const given = useRef(value);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Only what the sanitizer keeps: no headings, quotes, code, rules or strike-through.
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: tools.includes('link')
          ? {
              openOnClick: false,
              autolink: true,
              protocols: ['mailto'],
              isAllowedUri: (url, { defaultValidate }) => /^(https?:|mailto:)/i.test(url) && defaultValidate(url),
            }
          : false,
      }),
      // Inline, as imported questions already place images inside their paragraphs.
      ...(tools.includes('image') ? [Image.configure({ inline: true })] : []),
      InlineMath,
      ...(maxLength ? [HtmlLimit.configure({ max: maxLength })] : []),
      // setDialog is stable: the editor, made once, keeps the first one.
      DialogShortcuts.configure({ open: setDialog, tools }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => {
      emitted.current = storedHtml(e.getHTML());
      callbacks.current.onChange(emitted.current);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const askedFocus = useRef(takeFocus);
  // In the commit that swaps the box for the editor (the content is attached by then), and not by the focus command,
  // which waits for the next frame: a keystroke in between would fall on the page.
  useLayoutEffect(() => {
    const handover = askedFocus.current?.();
    if (!handover) return;
    editor.view.focus();
    editor.commands.setTextSelection(editor.state.doc.content.size);
    // HTML keeps no space at the end of a paragraph, so the value handed over lost it; the editor keeps one.
    if (handover.trailingSpace) editor.view.dispatch(editor.state.tr.insertText(' '));
  }, [editor]);

  useEffect(() => {
    // Only a value that changed: the one the editor began with may be behind what was typed since (see above).
    if (value === given.current) return;
    given.current = value;
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          dir,
          lang,
          class: cn('rich-text rich-editor-content min-h-24 px-3 py-2 text-fg outline-none', size === 'essay' && 'rich-editor-essay'),
        },
        // A double click on a formula opens it in the equation dialog (the first click has selected it).
        handleDoubleClickOn: (_view, _pos, node) => node.type.name === 'inlineMath' && (setDialog('math'), true),
      },
    });
  }, [editor, labelledBy, describedBy, invalid, dir, lang, size]);

  const close = () => setDialog(null);
  return (
    <div className={cn('flex flex-col rounded-lg border border-border bg-surface focus-within:border-primary', invalid && 'border-danger')}>
      <EditorToolbar editor={editor} tools={tools} label={t('toolbar', { label })} onOpen={setDialog} />
      <EditorContent editor={editor} />
      {dialog === 'link' && (
        <LinkDialog
          current={linkAt(editor)}
          onClose={close}
          onApply={(href) => (setLink(editor, href), close())}
          onRemove={() => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), close())}
        />
      )}
      {dialog === 'image' && uploadImage && (
        <ImageDialog upload={uploadImage} onClose={close} onInsert={(image) => (editor.chain().focus().setImage(image).run(), close())} />
      )}
      {dialog === 'math' && (
        <MathDialog
          current={mathAt(editor)}
          onClose={close}
          onInsert={(latex) => (editor.chain().focus().setInlineMath(latex).run(), close())}
        />
      )}
    </div>
  );
}

const linkAt = (editor: Editor) => (editor.getAttributes('link').href as string | undefined) ?? '';

/** The selected formula's TeX (the equation button then edits it), or '' to insert a new one. */
const mathAt = (editor: Editor) => (editor.isActive('inlineMath') ? ((editor.getAttributes('inlineMath').latex as string) ?? '') : '');

/** Links the selection; with nothing selected the address itself becomes the linked text. */
function setLink(editor: Editor, href: string) {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
  } else {
    chain.extendMarkRange('link').setLink({ href }).run();
  }
}
