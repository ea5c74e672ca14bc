import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import {
  answersQuestion,
  choiceBody,
  chosenOptions,
  currentNumber,
  currentOrder,
  currentPairs,
  currentText,
  filesBody,
  numberBody,
  orderBody,
  pairsBody,
  textBody,
  toggleOption,
  type AnswerBody,
  type PresentedQuestion,
} from '@/lib/quiz/answer-body';
import { ChoiceOptions } from './choice-options';
import { EssayAnswer } from './essay-answer';
import { FileAnswer } from './file-answer';
import { MatchingAnswer } from './matching-answer';
import { NumericAnswer } from './numeric-answer';
import { ShortTextAnswer } from './short-text-answer';

/** @dnd-kit comes with the ordering answer only, never with the player's first load nor the sign-in page. */
export const loadOrderingAnswer = () => import('./ordering-answer');
const OrderingAnswer = lazy(loadOrderingAnswer);

interface QuestionAnswerProps {
  question: PresentedQuestion;
  /** The answer shown: the one queued or saved. */
  body: AnswerBody;
  /** The id of the question's text, which names the answer group. */
  labelledBy: string;
  onAnswer: (body: AnswerBody) => void;
  /** The trial a file answer uploads to; absent in the console's preview. */
  trialId?: string;
}

/**
 * The student's side of a question, one component per type. Used by the player and, with the same look,
 * by the console's live preview. Each type's input is keyed by the question, so moving to another question
 * starts from that question's answer (and a half-typed one is saved on the way out).
 */
export function QuestionAnswer({ question, body, labelledBy, onAnswer, trialId }: QuestionAnswerProps) {
  const name = `question-${question.id}`;
  switch (question.type) {
    case 'single_choice':
    case 'true_false':
      return (
        <ChoiceOptions
          key={question.id}
          name={name}
          options={question.answers}
          selected={chosenOptions(body)}
          layout={question.type === 'true_false' ? 'row' : 'list'}
          labelledBy={labelledBy}
          onToggle={(id) => onAnswer(choiceBody(id))}
        />
      );
    case 'multiple_response':
      return (
        <ChoiceOptions
          key={question.id}
          name={name}
          multiple
          options={question.answers}
          selected={chosenOptions(body)}
          labelledBy={labelledBy}
          onToggle={(id) => onAnswer(toggleOption(body, id, question.answers))}
        />
      );
    case 'ordering': {
      const items = question.items ?? [];
      return (
        <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
          <OrderingAnswer
            key={question.id}
            items={items}
            order={currentOrder(body, items)}
            answered={answersQuestion(body)}
            labelledBy={labelledBy}
            onAnswer={(order) => onAnswer(orderBody(order))}
          />
        </Suspense>
      );
    }
    case 'matching': {
      const prompts = question.prompts ?? [];
      return (
        <MatchingAnswer
          key={question.id}
          prompts={prompts}
          choices={question.matches ?? []}
          pairs={currentPairs(body)}
          labelledBy={labelledBy}
          onAnswer={(pairs) => onAnswer(pairsBody(pairs, prompts))}
        />
      );
    }
    case 'numeric':
      return (
        <NumericAnswer
          key={question.id}
          value={currentNumber(body)}
          unit={question.unit}
          labelledBy={labelledBy}
          onAnswer={(value) => onAnswer(numberBody(value))}
        />
      );
    case 'short_text':
      return (
        <ShortTextAnswer
          key={question.id}
          value={currentText(body)}
          labelledBy={labelledBy}
          onAnswer={(text) => onAnswer(textBody(text))}
        />
      );
    case 'essay':
      return (
        <EssayAnswer
          key={question.id}
          value={currentText(body)}
          limits={question.essay}
          labelledBy={labelledBy}
          onAnswer={(html) => onAnswer(textBody(html))}
        />
      );
    case 'file_upload':
      return question.file_upload ? (
        <FileAnswer
          key={question.id}
          trialId={trialId ?? null}
          questionId={question.id}
          settings={question.file_upload}
          labelledBy={labelledBy}
          onAnswer={(ids) => onAnswer(filesBody(ids))}
        />
      ) : null;
  }
}
