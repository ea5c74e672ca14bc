import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What each modal needs to do its job; ids are the ones of client-spec §2. */
export interface ModalDataMap {
  'modal-example': undefined;
  'coupon-entry': { quizId: string | number; code?: string; showInstructions?: boolean } | undefined;
  'get-coupon': { quizId?: string | number } | undefined;
  'leave-quiz': { quizId: string | number; trialId: string };
  'expire-time-modal': { quizId: string | number; trialId: string };
  /** `timed`: the quiz has a time limit, so the modal warns that the clock starts at once. */
  'start-quiz-confirmation': { quizId: string | number; couponCode?: string; timed: boolean };
  'start-quiz-confirmation-after-payment': { quizId: string | number };
  /** `'back'` for history back, an absolute URL for a full page load, or an in-app path. */
  'navigation-prevention': { target?: string; timed?: boolean } | undefined;
}

export type ModalId = keyof ModalDataMap;

export const MODAL_IDS = [
  'modal-example',
  'coupon-entry',
  'get-coupon',
  'leave-quiz',
  'expire-time-modal',
  'start-quiz-confirmation',
  'start-quiz-confirmation-after-payment',
  'navigation-prevention',
] as const satisfies readonly ModalId[];

export type ActiveModal = { [K in ModalId]: { id: K; data: ModalDataMap[K] } }[ModalId];

export interface ModalState {
  active: ActiveModal | null;
}

const initialState: ModalState = { active: null };

type OpenArgs<K extends ModalId> = undefined extends ModalDataMap[K] ? [id: K, data?: ModalDataMap[K]] : [id: K, data: ModalDataMap[K]];

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<ActiveModal>) {
      state.active = action.payload;
    },
    closeModal(state) {
      state.active = null;
    },
  },
  selectors: {
    selectActiveModal: (state) => state.active,
  },
});

export const { closeModal } = modalSlice.actions;

/** `openModal(id, data?)`: data is required exactly when the modal cannot work without it. */
export const openModal = <K extends ModalId>(...[id, data]: OpenArgs<K>) => modalSlice.actions.modalOpened({ id, data } as ActiveModal);
export const { selectActiveModal } = modalSlice.selectors;
