import JSZip from 'jszip';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { bilingualXml, escapeXml, MAP_RESPONSE, MATCH_CORRECT, MIZAN_NS, type MizanMetadata } from './qti-xml.js';
import type { TransferQuestion } from './transfer.js';

const value = (v: string | number) => `<qti-value>${escapeXml(String(v))}</qti-value>`;
const correct = (values: (string | number)[]) => `<qti-correct-response>${values.map(value).join('')}</qti-correct-response>`;
const mapping = (entries: [string, number][], caseSensitive?: boolean) =>
  entries.length
    ? `<qti-mapping default-value="0">${entries
        .map(
          ([key, mapped]) =>
            `<qti-map-entry map-key="${escapeXml(key)}" mapped-value="${mapped}"${caseSensitive === undefined ? '' : ` case-sensitive="${caseSensitive}"`}/>`,
        )
        .join('')}</qti-mapping>`
    : '';
const choice = (tag: string, id: string, text: { ar: string; en: string }, extra = '') =>
  `<${tag} identifier="${id}"${extra}>${bilingualXml(text)}</${tag}>`;

interface ItemParts {
  declaration: string;
  interaction: string;
  template: string;
}

/** The response declaration, interaction and scoring template of one question. */
function parts(q: QuestionInput): ItemParts {
  const prompt = `<qti-prompt>${bilingualXml(q.text)}</qti-prompt>`;
  const declare = (cardinality: string, baseType: string, body: string) =>
    `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="${baseType}">${body}</qti-response-declaration>`;
  // A text entry is inline: the question sits in the body before it, not in a prompt.
  const textEntry = `<div>${bilingualXml(q.text)}</div><p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`;
  const key = q.key;
  if (q.type === 'single_choice' || !key || key.type === 'single_choice') {
    const options = q.options ?? [];
    return {
      declaration: declare('single', 'identifier', correct(options.flatMap((o, i) => (o.correct ? [`C${i + 1}`] : [])))),
      interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${prompt}${options
        .map((o, i) => choice('qti-simple-choice', `C${i + 1}`, o.text))
        .join('')}</qti-choice-interaction>`,
      template: MATCH_CORRECT,
    };
  }
  switch (key.type) {
    case 'multiple_response':
      return {
        declaration: declare(
          'multiple',
          'identifier',
          correct(key.options.flatMap((o, i) => (o.fraction > 0 ? [`C${i + 1}`] : []))) +
            mapping(key.options.flatMap((o, i): [string, number][] => (o.fraction !== 0 ? [[`C${i + 1}`, o.fraction]] : []))),
        ),
        interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="0">${prompt}${key.options
          .map((o, i) => choice('qti-simple-choice', `C${i + 1}`, o.text))
          .join('')}</qti-choice-interaction>`,
        template: key.all_or_nothing ? MATCH_CORRECT : MAP_RESPONSE,
      };
    case 'true_false':
      return {
        declaration: declare('single', 'identifier', correct([String(key.correct)])),
        interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${prompt}${choice(
          'qti-simple-choice',
          'true',
          {
            ar: 'صح',
            en: 'True',
          },
        )}${choice('qti-simple-choice', 'false', { ar: 'خطأ', en: 'False' })}</qti-choice-interaction>`,
        template: MATCH_CORRECT,
      };
    case 'ordering':
      return {
        declaration: declare('ordered', 'identifier', correct(key.items.map((_, i) => `C${i + 1}`))),
        interaction: `<qti-order-interaction response-identifier="RESPONSE" shuffle="true">${prompt}${key.items
          .map((item, i) => choice('qti-simple-choice', `C${i + 1}`, item))
          .join('')}</qti-order-interaction>`,
        template: MATCH_CORRECT,
      };
    case 'matching': {
      const answers = [...key.pairs.map((p) => p.answer), ...key.distractors];
      return {
        declaration: declare('multiple', 'directedPair', correct(key.pairs.map((_, i) => `P${i + 1} A${i + 1}`))),
        interaction: `<qti-match-interaction response-identifier="RESPONSE" max-associations="${key.pairs.length}" shuffle="true">${prompt}<qti-simple-match-set>${key.pairs
          .map((p, i) => choice('qti-simple-associable-choice', `P${i + 1}`, p.prompt, ' match-max="1"'))
          .join('')}</qti-simple-match-set><qti-simple-match-set>${answers
          .map((a, i) => choice('qti-simple-associable-choice', `A${i + 1}`, a, ' match-max="1"'))
          .join('')}</qti-simple-match-set></qti-match-interaction>`,
        template: MATCH_CORRECT,
      };
    }
    case 'numeric': {
      const first = key.accepted[0]!;
      return {
        declaration: declare('single', 'float', correct(['value' in first ? first.value : first.min])),
        interaction: textEntry,
        template: MATCH_CORRECT,
      };
    }
    case 'short_text': {
      const best = [...key.accepted].sort((a, b) => b.fraction - a.fraction)[0]!;
      return {
        declaration: declare(
          'single',
          'string',
          correct([best.text]) +
            mapping(
              key.accepted.map((a) => [a.text, a.fraction]),
              key.exact,
            ),
        ),
        interaction: textEntry,
        template: MAP_RESPONSE,
      };
    }
    case 'essay':
      // Marked by a person: no correct response and no response processing template scores it.
      return {
        declaration: declare('single', 'string', ''),
        interaction: `<qti-extended-text-interaction response-identifier="RESPONSE" format="xhtml">${prompt}</qti-extended-text-interaction>`,
        template: '',
      };
  }
}

function itemXml(q: QuestionInput, id: string): string {
  const { declaration, interaction, template } = parts(q);
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="${id}" title="${escapeXml(q.text.ar.slice(0, 80))}" adaptive="false" time-dependent="false" xml:lang="ar">
${declaration}
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value>${value(q.mark)}</qti-default-value></qti-outcome-declaration>
<qti-item-body>${interaction}</qti-item-body>
${template ? `<qti-response-processing template="${template}"/>` : ''}
</qti-assessment-item>
`;
}

function metadataOf({ question: q, categoryPath }: TransferQuestion): MizanMetadata {
  const key = q.key;
  return {
    type: q.type,
    mark: q.mark,
    difficulty: q.difficulty,
    tags: q.tags,
    category_path: categoryPath,
    ...(q.type === 'single_choice'
      ? { points: (q.options ?? []).map((o) => o.points), fractions: (q.options ?? []).map((o) => o.fraction) }
      : {}),
    ...(key && 'all_or_nothing' in key ? { all_or_nothing: key.all_or_nothing } : {}),
    ...(key?.type === 'short_text' ? { exact: key.exact } : {}),
    ...(key?.type === 'numeric' ? { unit: key.unit, accepted: key.accepted } : {}),
  };
}

/** A QTI 3.0 content package: one item file per question under items/, listed in imsmanifest.xml. */
export async function writeQti(questions: readonly TransferQuestion[]): Promise<Buffer> {
  const zip = new JSZip();
  const resources = questions.map((tq, i) => {
    const id = `q${i + 1}`;
    const href = `items/${id}.xml`;
    zip.file(href, itemXml(tq.question, id));
    return `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="${href}"><metadata><mizan:question>${escapeXml(
      JSON.stringify(metadataOf(tq)),
    )}</mizan:question></metadata><file href="${href}"/></resource>`;
  });
  zip.file(
    'imsmanifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:mizan="${MIZAN_NS}" identifier="mizan-export">
<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
<organizations/>
<resources>${resources.join('\n')}</resources>
</manifest>
`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
