import JSZip from 'jszip';
import type { Bilingual } from '@mizan/contract/admin/common';
import type { QuestionInput } from '@mizan/contract/admin/questions';
import { plainText } from '../../lib/rich-text.js';
import { type ImageSource, imagesOf } from './qti-rich-text.js';
import { escapeXml, type Language, MAP_RESPONSE, MATCH_CORRECT, MIZAN_METADATA_FORMAT, type MizanMetadata, textXml } from './qti-xml.js';
import type { TransferQuestion } from './transfer.js';

const value = (v: string | number) => `<qti-value>${escapeXml(String(v))}</qti-value>`;
// The schema wants at least one value in a correct response: a question without one (a profile question) has none.
const correct = (values: (string | number)[]) =>
  values.length ? `<qti-correct-response>${values.map(value).join('')}</qti-correct-response>` : '';
const mapping = (entries: [string, number][], caseSensitive?: boolean) =>
  entries.length
    ? `<qti-mapping default-value="0">${entries
        .map(
          ([key, mapped]) =>
            `<qti-map-entry map-key="${escapeXml(key)}" mapped-value="${mapped}"${caseSensitive === undefined ? '' : ` case-sensitive="${caseSensitive}"`}/>`,
        )
        .join('')}</qti-mapping>`
    : '';
/** A choice's text: options are rich text (`rich` places their images), ordering and matching items plain. */
const choice = (tag: string, id: string, text: Bilingual, lang: Language, extra = '', rich?: ImageSource) =>
  `<${tag} identifier="${id}"${extra}>${textXml(text, lang, rich)}</${tag}>`;

interface ItemParts {
  declaration: string;
  interaction: string;
  template: string;
}

/**
 * QTI's mapping keys are unique: an answer accepted twice (or twice but for case, where case does not count) is
 * written once, at its best mark, which is how Mizan scores it.
 */
function distinctAccepted(accepted: readonly { text: string; fraction: number }[], exact: boolean): [string, number][] {
  const best = new Map<string, [string, number]>();
  for (const a of accepted) {
    const key = exact ? a.text : a.text.toLowerCase();
    const seen = best.get(key);
    if (!seen || a.fraction > seen[1]) best.set(key, [a.text, a.fraction]);
  }
  return [...best.values()];
}

/** The response declaration, interaction and scoring template of one question, its texts in one language. */
function parts(q: QuestionInput, lang: Language, image: ImageSource): ItemParts {
  const prompt = `<qti-prompt>${textXml(q.text, lang, image)}</qti-prompt>`;
  const declare = (cardinality: string, baseType: string, body: string) =>
    `<qti-response-declaration identifier="RESPONSE" cardinality="${cardinality}" base-type="${baseType}">${body}</qti-response-declaration>`;
  // A text entry is inline: the question sits in the body before it, not in a prompt.
  const textEntry = `<div>${textXml(q.text, lang, image)}</div><p><qti-text-entry-interaction response-identifier="RESPONSE"/></p>`;
  const key = q.key;
  if (q.type === 'single_choice' || !key || key.type === 'single_choice') {
    const options = q.options ?? [];
    return {
      declaration: declare('single', 'identifier', correct(options.flatMap((o, i) => (o.correct ? [`C${i + 1}`] : [])))),
      interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${prompt}${options
        .map((o, i) => choice('qti-simple-choice', `C${i + 1}`, o.text, lang, '', image))
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
          .map((o, i) => choice('qti-simple-choice', `C${i + 1}`, o.text, lang, '', image))
          .join('')}</qti-choice-interaction>`,
        template: key.all_or_nothing ? MATCH_CORRECT : MAP_RESPONSE,
      };
    case 'true_false':
      return {
        declaration: declare('single', 'identifier', correct([String(key.correct)])),
        interaction: `<qti-choice-interaction response-identifier="RESPONSE" max-choices="1">${prompt}${choice(
          'qti-simple-choice',
          'true',
          { ar: 'صح', en: 'True' },
          lang,
        )}${choice('qti-simple-choice', 'false', { ar: 'خطأ', en: 'False' }, lang)}</qti-choice-interaction>`,
        template: MATCH_CORRECT,
      };
    case 'ordering':
      return {
        declaration: declare('ordered', 'identifier', correct(key.items.map((_, i) => `C${i + 1}`))),
        interaction: `<qti-order-interaction response-identifier="RESPONSE" shuffle="true">${prompt}${key.items
          .map((item, i) => choice('qti-simple-choice', `C${i + 1}`, item, lang))
          .join('')}</qti-order-interaction>`,
        template: MATCH_CORRECT,
      };
    case 'matching': {
      const answers = [...key.pairs.map((p) => p.answer), ...key.distractors];
      return {
        declaration: declare('multiple', 'directedPair', correct(key.pairs.map((_, i) => `P${i + 1} A${i + 1}`))),
        interaction: `<qti-match-interaction response-identifier="RESPONSE" max-associations="${key.pairs.length}" shuffle="true">${prompt}<qti-simple-match-set>${key.pairs
          .map((p, i) => choice('qti-simple-associable-choice', `P${i + 1}`, p.prompt, lang, ' match-max="1"'))
          .join('')}</qti-simple-match-set><qti-simple-match-set>${answers
          .map((a, i) => choice('qti-simple-associable-choice', `A${i + 1}`, a, lang, ' match-max="1"'))
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
        declaration: declare('single', 'string', correct([best.text]) + mapping(distinctAccepted(key.accepted, key.exact), key.exact)),
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
    case 'file_upload':
      // The student's files; a person marks them, so again no correct response and no scoring template.
      return {
        declaration: declare('single', 'file', ''),
        interaction: `<qti-upload-interaction response-identifier="RESPONSE">${prompt}</qti-upload-interaction>`,
        template: '',
      };
  }
}

const ITEM_SCHEMA =
  'http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd';

function itemXml(q: QuestionInput, id: string, lang: Language, image: ImageSource): string {
  const { declaration, interaction, template } = parts(q, lang, image);
  const title = plainText(lang === 'en' && q.text.en !== '' ? q.text.en : q.text.ar).slice(0, 80);
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${ITEM_SCHEMA}" identifier="${id}" title="${escapeXml(title)}" adaptive="false" time-dependent="false" xml:lang="${lang}">
${declaration}
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
<qti-outcome-declaration identifier="MAXSCORE" cardinality="single" base-type="float"><qti-default-value>${value(q.mark)}</qti-default-value></qti-outcome-declaration>
<qti-item-body>${interaction}</qti-item-body>
${template ? `<qti-response-processing template="${template}"/>` : ''}
</qti-assessment-item>
`;
}

/** Every text of a question, in a fixed order: the writer decides from them whether an English item is needed. */
function textsOf(q: QuestionInput): Bilingual[] {
  const key = q.key;
  const keyTexts: Bilingual[] =
    key?.type === 'multiple_response'
      ? key.options.map((o) => o.text)
      : key?.type === 'ordering'
        ? key.items
        : key?.type === 'matching'
          ? [...key.pairs.flatMap((p) => [p.prompt, p.answer]), ...key.distractors]
          : [];
  return [q.text, ...(q.options ?? []).map((o) => o.text), ...keyTexts];
}

/** Whether the question needs an English item: some English text of its own that isn't a copy of the Arabic. */
function englishOf(q: QuestionInput): 'own' | 'copy' | 'none' {
  const texts = textsOf(q);
  if (texts.every((t) => t.en === '')) return 'none';
  return texts.every((t) => t.en === t.ar) ? 'copy' : 'own';
}

const some = (text: Bilingual | undefined): text is Bilingual => !!text && (text.ar !== '' || text.en !== '');

/** Feedback by position of the list that has it, or nothing when none of them has any. */
function feedbackOf(q: QuestionInput): (Bilingual | null)[] | undefined {
  const key = q.key;
  const list: { feedback?: Bilingual | undefined }[] =
    q.type === 'single_choice'
      ? (q.options ?? [])
      : key?.type === 'multiple_response'
        ? key.options
        : key?.type === 'matching'
          ? key.pairs
          : key?.type === 'short_text'
            ? key.accepted
            : [];
  const feedback = list.map((o) => (some(o.feedback) ? o.feedback : null));
  return feedback.some((f) => f !== null) ? feedback : undefined;
}

function metadataOf({ question: q, categoryPath }: TransferQuestion, items: MizanMetadata['items']): MizanMetadata {
  const key = q.key;
  const feedback = feedbackOf(q);
  return {
    format: MIZAN_METADATA_FORMAT,
    items,
    ...(englishOf(q) === 'copy' ? { english_copies_arabic: true as const } : {}),
    type: q.type,
    mark: q.mark,
    difficulty: q.difficulty,
    tags: q.tags,
    category_path: categoryPath,
    ...(q.name ? { name: q.name } : {}),
    ...(some(q.general_feedback) ? { general_feedback: q.general_feedback } : {}),
    ...(feedback ? { feedback } : {}),
    ...(q.type === 'single_choice'
      ? { points: (q.options ?? []).map((o) => o.points), fractions: (q.options ?? []).map((o) => o.fraction) }
      : {}),
    ...(key && 'all_or_nothing' in key ? { all_or_nothing: key.all_or_nothing } : {}),
    ...(key?.type === 'short_text' ? { exact: key.exact } : {}),
    ...(key?.type === 'numeric' ? { unit: key.unit, accepted: key.accepted } : {}),
    ...(key?.type === 'essay'
      ? { essay: { min_words: key.min_words, max_words: key.max_words, template: key.template, marker_info: key.marker_info } }
      : {}),
    ...(key?.type === 'file_upload'
      ? { file_upload: { max_files: key.max_files, max_size_mb: key.max_size_mb, kinds: key.kinds, marker_info: key.marker_info } }
      : {}),
  };
}

/**
 * An item's manifest entry: LOM names its language, its files are the item and the images it shows; the
 * dependency is the question's Mizan metadata file.
 */
const itemResource = (id: string, href: string, lang: Language, metadataId: string, images: string[]) =>
  `<resource identifier="${id}" type="imsqti_item_xmlv3p0" href="${href}"><metadata><lom:lom><lom:general><lom:language>${lang}</lom:language></lom:general></lom:lom></metadata><file href="${href}"/>${images
    .map((image) => `<file href="${escapeXml(image)}"/>`)
    .join('')}<dependency identifierref="${metadataId}"/></resource>`;

/** The bytes of a stored file by its storage key (`question-media/<name>`), or null when there is none. */
export type StoredFile = (key: string) => Promise<Buffer | null>;

/**
 * Only question images (the editor's uploads and imported media) travel in a package: another folder of the
 * uploads (students' answer files) is never read into an export, whatever a text's `src` says.
 */
const QUESTION_IMAGE = /^\/uploads\/(question-media\/([A-Za-z0-9-]+\.[a-z0-9]+))$/;

/** Every rich text of a question (ordering and matching items are plain text: they show no images). */
function richTextsOf(q: QuestionInput): Bilingual[] {
  const key = q.key;
  return [q.text, ...(q.options ?? []).map((o) => o.text), ...(key?.type === 'multiple_response' ? key.options.map((o) => o.text) : [])];
}

/**
 * The question images the texts show, read from storage and written under items/media/ (`stored` absent or
 * without the file: the image keeps its address, which a Mizan import on the same server still shows).
 * Answers each packaged address with its path relative to the items.
 */
async function packageImages(zip: JSZip, questions: readonly TransferQuestion[], stored?: StoredFile): Promise<Map<string, string>> {
  const packaged = new Map<string, string>();
  if (!stored) return packaged;
  const sources = new Set(questions.flatMap((tq) => richTextsOf(tq.question).flatMap((t) => [...imagesOf(t.ar), ...imagesOf(t.en)])));
  for (const src of sources) {
    const match = QUESTION_IMAGE.exec(src);
    const bytes = match ? await stored(match[1]!) : null;
    if (!match || !bytes) continue;
    zip.file(`items/media/${match[2]!}`, bytes);
    packaged.set(src, `media/${match[2]!}`);
  }
  return packaged;
}

/**
 * A QTI 3.0 content package: one item per question and language under items/ (`q1.xml` in Arabic, `q1-en.xml`
 * when the English differs) with the question images they show under items/media/, Mizan's metadata of each
 * question under mizan/, all listed in imsmanifest.xml.
 */
export async function writeQti(questions: readonly TransferQuestion[], stored?: StoredFile): Promise<Buffer> {
  const zip = new JSZip();
  const packaged = await packageImages(zip, questions, stored);
  const resources = questions.flatMap((tq, i) => {
    const id = `q${i + 1}`;
    const metadataId = `${id}-mizan`;
    const metadataHref = `mizan/${id}.json`;
    const languages: Language[] = englishOf(tq.question) === 'own' ? ['ar', 'en'] : ['ar'];
    const entries = languages.map((lang) => {
      const itemId = lang === 'ar' ? id : `${id}-en`;
      const href = `items/${itemId}.xml`;
      // The item's files: it and the packaged images it shows.
      const shown = new Set<string>();
      const image: ImageSource = (src) => {
        const file = packaged.get(src);
        if (file) shown.add(`items/${file}`);
        return file ?? src;
      };
      zip.file(href, itemXml(tq.question, itemId, lang, image));
      return itemResource(itemId, href, lang, metadataId, [...shown]);
    });
    const items = languages.includes('en') ? { ar: id, en: `${id}-en` } : { ar: id };
    zip.file(metadataHref, JSON.stringify(metadataOf(tq, items)));
    return [
      ...entries,
      `<resource identifier="${metadataId}" type="associatedcontent/learning-application-resource" href="${metadataHref}"><file href="${metadataHref}"/></resource>`,
    ];
  });
  zip.file(
    'imsmanifest.xml',
    `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" xmlns:lom="http://ltsc.ieee.org/xsd/LOM" identifier="mizan-export">
<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
<organizations/>
<resources>${resources.join('\n')}</resources>
</manifest>
`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
