import { SubmitAnswerRequest } from '@mizan/contract/trials';
import { describe, expect, it } from 'vitest';
import {
  answersQuestion,
  choiceBody,
  chosenOptions,
  currentFileIds,
  currentNumber,
  currentOrder,
  currentPairs,
  currentText,
  filesBody,
  numberBody,
  orderBody,
  pairsBody,
  readAnswerBody,
  sameAnswer,
  savedAnswer,
  textBody,
  toggleOption,
  type AnswerBody,
} from './answer-body';

const options = [{ id: 31 }, { id: 32 }, { id: 33 }];
const items = [{ id: '7' }, { id: '5' }, { id: '9' }];
const prompts = [{ id: '1' }, { id: '2' }, { id: '3' }];

describe('answer bodies per question type', () => {
  it('every body the player builds passes the contract’s submit schema', () => {
    const bodies: AnswerBody[] = [
      choiceBody(4),
      choiceBody(null),
      toggleOption({ response: null }, 32, options),
      orderBody(['9', '7', '5']),
      pairsBody(new Map([['2', '11']]), prompts),
      numberBody(-3.5),
      numberBody(null),
      textBody('إسطنبول'),
      textBody('   '),
    ];
    for (const body of bodies) expect(SubmitAnswerRequest.safeParse(body).success, JSON.stringify(body)).toBe(true);
  });

  it('multiple response: toggles options in the order shown, and unchecking the last one clears the answer', () => {
    let body: AnswerBody = { response: null };
    body = toggleOption(body, 33, options);
    body = toggleOption(body, 31, options);
    expect(body).toEqual({ response: { option_ids: ['31', '33'] } });
    expect(chosenOptions(body)).toEqual([31, 33]);
    body = toggleOption(body, 33, options);
    body = toggleOption(body, 31, options);
    expect(body).toEqual({ response: null });
    expect(answersQuestion(body)).toBe(false);
  });

  it('single choice and true/false answer with selected_answer_id, the others with a response', () => {
    expect(savedAnswer({ type: 'true_false', selected_answer_id: 8, response: null })).toEqual({ selected_answer_id: 8 });
    expect(chosenOptions(savedAnswer({ type: 'single_choice', selected_answer_id: 8, response: null }))).toEqual([8]);
    expect(savedAnswer({ type: 'numeric', selected_answer_id: null, response: { number: 2 } })).toEqual({ response: { number: 2 } });
    expect(savedAnswer({ type: 'ordering', selected_answer_id: null, response: null })).toEqual({ response: null });
  });

  it('ordering: shows a saved full order, and the trial’s shuffled order for anything else', () => {
    expect(currentOrder({ response: null }, items)).toEqual(['7', '5', '9']);
    expect(currentOrder(orderBody(['9', '7', '5']), items)).toEqual(['9', '7', '5']);
    // A stale or broken saved order (missing, repeated or foreign ids) never hides an item.
    expect(currentOrder(orderBody(['9', '7']), items)).toEqual(['7', '5', '9']);
    expect(currentOrder(orderBody(['9', '9', '5']), items)).toEqual(['7', '5', '9']);
    expect(currentOrder(orderBody(['9', '7', '4']), items)).toEqual(['7', '5', '9']);
    expect(currentOrder({ response: { text: 'x' } }, items)).toEqual(['7', '5', '9']);
  });

  it('matching: pairs in the prompts’ order, prompts left out are unanswered, none paired clears the answer', () => {
    const body = pairsBody(
      new Map([
        ['3', '12'],
        ['1', '10'],
      ]),
      prompts,
    );
    expect(body).toEqual({
      response: {
        pairs: [
          { prompt: '1', answer: '10' },
          { prompt: '3', answer: '12' },
        ],
      },
    });
    expect([...currentPairs(body)]).toEqual([
      ['1', '10'],
      ['3', '12'],
    ]);
    expect(pairsBody(new Map(), prompts)).toEqual({ response: null });
    expect(currentPairs({ response: null }).size).toBe(0);
  });

  it('numeric and short text: read back what was saved; empty text or no number clears', () => {
    expect(currentNumber(numberBody(0))).toBe(0);
    expect(answersQuestion(numberBody(0))).toBe(true);
    expect(currentNumber(numberBody(null))).toBeNull();
    expect(currentText(textBody(' مكة المكرمة '))).toBe(' مكة المكرمة ');
    expect(textBody(' \t')).toEqual({ response: null });
    expect(currentText({ response: null })).toBe('');
  });

  it('tells answers from cleared ones, for the question map and the review', () => {
    expect(answersQuestion(choiceBody(3))).toBe(true);
    expect(answersQuestion(choiceBody(null))).toBe(false);
    expect(answersQuestion({ response: { option_ids: [] } })).toBe(false);
    expect(answersQuestion({ response: { pairs: [] } })).toBe(false);
    expect(answersQuestion(orderBody(['1']))).toBe(true);
    expect(answersQuestion({ response: { text: '  ' } })).toBe(false);
    expect(answersQuestion({ response: { file_ids: [] } })).toBe(false);
    expect(answersQuestion(filesBody(['5b1f0a52-5f3e-4c55-a6a1-3d5e2c1f9a10']))).toBe(true);
  });

  it('saves a file answer as its uploaded ids; none left clears it', () => {
    const id = '5b1f0a52-5f3e-4c55-a6a1-3d5e2c1f9a10';
    expect(filesBody([id])).toEqual({ response: { file_ids: [id] } });
    expect(filesBody([])).toEqual({ response: null });
    expect(currentFileIds(filesBody([id]))).toEqual([id]);
    expect(currentFileIds({ response: { text: 'x' } })).toEqual([]);
  });

  it('reads what the queue stored, including bare ids from before question types, and refuses junk', () => {
    expect(readAnswerBody(5)).toEqual(choiceBody(5));
    expect(readAnswerBody(null)).toEqual(choiceBody(null));
    expect(readAnswerBody({ response: { order: ['1'] } })).toEqual(orderBody(['1']));
    expect(readAnswerBody({ response: null })).toEqual({ response: null });
    expect(readAnswerBody('5')).toBeNull();
    expect(readAnswerBody({ selected_answer_id: '5' })).toBeNull();
    expect(readAnswerBody({ other: 1 })).toBeNull();
  });

  it('compares bodies by content', () => {
    expect(sameAnswer(orderBody(['1', '2']), orderBody(['1', '2']))).toBe(true);
    expect(sameAnswer(orderBody(['1', '2']), orderBody(['2', '1']))).toBe(false);
    expect(sameAnswer(undefined, choiceBody(null))).toBe(false);
  });
});
