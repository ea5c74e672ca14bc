import { useEffect, useState, type ElementType } from 'react';
import { hasMath } from '@/lib/rich-text/has-math';

interface RichTextProps {
  /** Operator-written HTML that the server sanitized with its allowlist before storing it. */
  html: string;
  as?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Shows operator rich text (bold, lists, links, images, inline TeX). The HTML is trusted only because the
 * server sanitized it on the way in; never pass anything else here. KaTeX loads only for text that has math.
 */
export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  const [rendered, setRendered] = useState(html);
  useEffect(() => {
    setRendered(html);
    if (!hasMath(html)) return;
    let live = true;
    void import('@/lib/rich-text/math').then(({ typesetMath }) => live && setRendered(typesetMath(html)));
    return () => {
      live = false;
    };
  }, [html]);
  return <Tag id={id} className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: rendered }} />;
}
