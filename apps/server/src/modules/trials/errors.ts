import { AppError } from '../../lib/app-error.js';

/** 409 once the server has completed the trial because time ran out (deadline plus grace). */
export const timeOver = () => new AppError(409, 'trial_time_over', 'quizzes-errors:trial.time_over');
export const trialCompleted = () => new AppError(409, 'trial_completed', 'quizzes-errors:trial.completed');
export const forwardOnly = () => new AppError(403, 'forward_only', 'quizzes-errors:player.forward_only');
export const noNextQuestion = () => new AppError(404, 'no_next_question', 'quizzes-errors:player.no_next_question');
export const noPreviousQuestion = () => new AppError(404, 'no_previous_question', 'quizzes-errors:player.no_previous_question');
export const questionNotInTrial = () => new AppError(404, 'not_found', 'quizzes-errors:player.question_not_in_trial');
/** 409: an immediate-feedback (practice) trial showed this answer's feedback, so it can no longer change. */
export const answerLocked = () => new AppError(409, 'answer_locked', 'quizzes-errors:player.answer_locked');
/** 409: the question's timed section or its own time limit closed; an answer can no longer be saved. */
export const partTimeOver = () => new AppError(409, 'part_time_over', 'quizzes-errors:player.part_time_over');
