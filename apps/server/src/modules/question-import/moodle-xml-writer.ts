import { XMLBuilder } from 'fast-xml-parser';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import type { TransferQuestion } from './transfer.js';
import { decimal, exportTags, moodlePath, multilang, percent, plainMultilang, questionName } from './writer-text.js';

type Node = Record<string, unknown>;

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '__cdata',
  format: true,
  suppressEmptyNode: false,
});

/** Every text in CDATA, so HTML needs no escaping and reads back byte for byte. */
const text = (value: string): Node => ({ text: { __cdata: value } });
const html = (value: { ar: string; en: string }): Node => ({ '@_format': 'html', ...text(multilang(value)) });
const answer = (fraction: number, body: Node, extra: Node = {}): Node => ({ '@_fraction': percent(fraction), ...body, ...extra });

/** The type-specific part of a `<question>`: its Moodle type and the elements after the common ones. */
function typed(q: QuestionInput): { type: string; fields: Node } {
  if (q.type === 'single_choice') {
    const options = q.options ?? [];
    return {
      type: 'multichoice',
      fields: {
        single: 'true',
        shuffleanswers: 'true',
        answer: options.map((o) => answer(o.correct ? 1 : (o.fraction ?? 0), html(o.text))),
      },
    };
  }
  const key = q.key;
  switch (key?.type) {
    case 'multiple_response':
      return {
        type: 'multichoice',
        fields: { single: 'false', shuffleanswers: 'true', answer: key.options.map((o) => answer(o.fraction, html(o.text))) },
      };
    case 'true_false':
      return {
        type: 'truefalse',
        fields: { answer: [answer(key.correct ? 1 : 0, text('true')), answer(key.correct ? 0 : 1, text('false'))] },
      };
    case 'ordering':
      // qtype_ordering lists items in the right order, each answer's fraction being its position.
      return {
        type: 'ordering',
        fields: {
          layouttype: 'VERTICAL',
          selecttype: 'ALL',
          gradingtype: key.all_or_nothing ? 'ALL_OR_NOTHING' : 'ABSOLUTE_POSITION',
          answer: key.items.map((item, i) => ({ '@_fraction': String(i + 1), '@_format': 'html', ...text(plainMultilang(item)) })),
        },
      };
    case 'matching':
      return {
        type: 'matching',
        fields: {
          shuffleanswers: 'true',
          subquestion: [
            ...key.pairs.map((p) => ({ '@_format': 'html', ...text(plainMultilang(p.prompt)), answer: text(plainMultilang(p.answer)) })),
            // Moodle's distractor: a subquestion without a prompt.
            ...key.distractors.map((d) => ({ '@_format': 'html', ...text(''), answer: text(plainMultilang(d)) })),
          ],
        },
      };
    case 'numeric':
      return {
        type: 'numerical',
        fields: {
          // Moodle has no range: min..max becomes its midpoint with half the width as tolerance.
          answer: key.accepted.map((a) =>
            'value' in a
              ? answer(a.fraction, text(decimal(a.value)), { tolerance: decimal(a.tolerance) })
              : answer(a.fraction, text(decimal((a.min + a.max) / 2)), { tolerance: decimal((a.max - a.min) / 2) }),
          ),
          ...(key.unit ? { units: { unit: [{ multiplier: '1', unit_name: key.unit }] } } : {}),
        },
      };
    case 'short_text':
      return {
        type: 'shortanswer',
        fields: { usecase: key.exact ? '1' : '0', answer: key.accepted.map((a) => answer(a.fraction, text(a.text))) },
      };
    case 'essay':
      // qtype_essay's fields as its exporter writes them: an HTML editor answer, no attachments, marker notes.
      return {
        type: 'essay',
        fields: {
          responseformat: 'editor',
          responserequired: '1',
          responsefieldlines: '15',
          minwordlimit: key.min_words ?? '',
          maxwordlimit: key.max_words ?? '',
          attachments: '0',
          attachmentsrequired: '0',
          graderinfo: html(key.marker_info),
          responsetemplate: html(key.template),
        },
      };
    case 'file_upload':
      // Moodle has no file-only type: qtype_essay with no inline text, only attachments (the files must be given).
      return {
        type: 'essay',
        fields: {
          responseformat: 'noinline',
          responserequired: '0',
          responsefieldlines: '15',
          minwordlimit: '',
          maxwordlimit: '',
          attachments: String(key.max_files),
          attachmentsrequired: '1',
          maxbytes: String(key.max_size_mb * 1024 * 1024),
          filetypeslist: key.kinds.map((k) => (k === 'pdf' ? '.pdf' : 'image')).join(','),
          graderinfo: html(key.marker_info),
          responsetemplate: text(''),
        },
      };
    default:
      throw new Error(`no answer key for a ${q.type} question`);
  }
}

function question(q: QuestionInput): Node {
  const { type, fields } = typed(q);
  return {
    '@_type': type,
    name: text(questionName(q)),
    questiontext: html(q.text),
    defaultgrade: String(q.mark),
    ...fields,
    tags: { tag: exportTags(q, false).map(text) },
  };
}

/**
 * Moodle XML as Moodle writes it: a `<question type="category">` whenever the path changes, then the questions,
 * texts in CDATA with multilang spans, the mark as `<defaultgrade>`, the difficulty as a tag. What it can't
 * carry: numeric ranges (written as value ± tolerance), multiple response's and matching's all-or-nothing,
 * single choice's profile points.
 */
export function writeMoodleXml(questions: TransferQuestion[]): string {
  const items: Node[] = [];
  let category: string | null = null;
  for (const { question: q, categoryPath } of questions) {
    const path = moodlePath(categoryPath);
    if (path !== category) items.push({ '@_type': 'category', category: text(path) });
    category = path;
    items.push(question(q));
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ quiz: { question: items } }) as string}`;
}
