import { RichText } from '@/components/ui/rich-text';
import { plainText } from '../form/values';

/**
 * A question's text as one line of a list: its tags dropped, its inline TeX typeset as the player shows it. What
 * is left of server-sanitized HTML once the tags are gone is text and entities only, so it is safe as HTML.
 */
export function QuestionTextLine({ html }: { html: string }) {
  return <RichText as="span" html={plainText(html) || '—'} />;
}
