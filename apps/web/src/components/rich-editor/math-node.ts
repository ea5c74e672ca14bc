import { mergeAttributes, Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    inlineMath: {
      /** Inserts a formula at the selection, or replaces the selected formula. */
      setInlineMath: (latex: string) => ReturnType;
    };
  }
}

/** Shows the TeX source at once, then KaTeX's rendering once its chunk (and CSS) has loaded. */
function typeset(dom: HTMLElement, latex: string) {
  dom.textContent = latex;
  void import('@/lib/rich-text/math').then(({ renderTex }) => {
    const html = renderTex(latex);
    if (html && dom.dataset.latex === latex) dom.innerHTML = html;
  });
}

/**
 * A formula in running text, stored as its TeX source (`<span data-type="inline-math" data-latex="x^2"
 * dir="ltr">x^2</span>`, the markup the server's sanitizer keeps), never as KaTeX's output. One atom: the caret
 * steps over it, Backspace removes it whole, and selecting it lets the equation button edit it.
 */
export const InlineMath = Node.create({
  name: 'inlineMath',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        renderHTML: (attributes) => ({ 'data-latex': attributes.latex as string }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-type="inline-math"]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': 'inline-math', dir: 'ltr' }, HTMLAttributes), node.attrs.latex as string];
  },

  renderText({ node }) {
    return node.attrs.latex as string;
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('span');
      dom.dataset.type = 'inline-math';
      dom.dir = 'ltr';
      dom.dataset.latex = node.attrs.latex as string;
      typeset(dom, dom.dataset.latex);
      return {
        dom,
        update: (next) => {
          if (next.type !== node.type) return false;
          const latex = next.attrs.latex as string;
          if (dom.dataset.latex !== latex) {
            dom.dataset.latex = latex;
            typeset(dom, latex);
          }
          return true;
        },
      };
    };
  },

  addCommands() {
    return {
      setInlineMath:
        (latex) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { latex } }),
    };
  },
});
