import type { XMLParser } from 'fast-xml-parser';

/** The XML readers' nesting limit (fast-xml-parser's maxNestedTags); the message `import.too_deep` says it. */
export const MAX_XML_DEPTH = 100;

/** Markup that is not an element (comments, CDATA, declarations), skipped, or an element's start or end tag. */
const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][\s\S]*?>|<(\/?)[^\s/>]+(?:"[^"]*"|'[^']*'|[^>"'])*?(\/?)>/g;

/** The 1-based line of the first element nested deeper than the limit (1 if the scan finds none). */
function lineTooDeep(source: string): number {
  let depth = 0;
  for (const match of source.matchAll(TAG)) {
    if (match[1] === undefined) continue;
    if (match[1] === '/') depth--;
    else if (match[2] !== '/' && ++depth > MAX_XML_DEPTH) return source.slice(0, match.index).split('\n').length;
  }
  return 1;
}

/**
 * Parses well-formed XML; a file nested past the parser's limit (it throws "Maximum nested tags exceeded", an
 * Error like any other) is a client mistake, answered with the line where the nesting goes too deep.
 */
export function parseBoundedXml(parser: XMLParser, source: string): { tree: unknown } | { tooDeepAt: number } {
  try {
    return { tree: parser.parse(source) as unknown };
  } catch (error) {
    if ((error as Error).message !== 'Maximum nested tags exceeded') throw error;
    return { tooDeepAt: lineTooDeep(source) };
  }
}
