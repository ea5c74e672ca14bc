import ExpireTimeModal from '@/features/player/modals/expire-time-modal';
import LeaveQuizModal from '@/features/player/modals/leave-quiz-modal';
import NavigationPreventionModal from '@/features/player/modals/navigation-prevention-modal';
import { lazy } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { closeModal, selectActiveModal } from '@/lib/modals/modal-slice';

// The player's modals come with the host, which the player fetches as it opens so that leaving and time running out
// work offline. Starting a quiz is online by nature: those modals (the coupon forms bring the form library and the
// contract's schemas) load when first opened, and never with the player.
const StartQuizConfirmationModal = lazy(() => import('@/features/quizzes/modals/start-quiz-confirmation-modal'));
const StartAfterPaymentModal = lazy(() => import('@/features/quizzes/modals/start-after-payment-modal'));
const CouponEntryModal = lazy(() => import('@/features/quizzes/modals/coupon-entry-modal'));
const GetCouponModal = lazy(() => import('@/features/quizzes/modals/get-coupon-modal'));

/** Renders the one active modal (loaded on first use, so pages never pay for modal code up front). */
export default function ModalHost() {
  const active = useAppSelector(selectActiveModal);
  const dispatch = useAppDispatch();
  const onClose = () => dispatch(closeModal());
  if (!active) return null;
  switch (active.id) {
    case 'leave-quiz':
      return <LeaveQuizModal data={active.data} onClose={onClose} />;
    case 'expire-time-modal':
      return <ExpireTimeModal data={active.data} onClose={onClose} />;
    case 'navigation-prevention':
      return <NavigationPreventionModal data={active.data} onClose={onClose} />;
    case 'start-quiz-confirmation':
      return <StartQuizConfirmationModal data={active.data} onClose={onClose} />;
    case 'start-quiz-confirmation-after-payment':
      return <StartAfterPaymentModal data={active.data} onClose={onClose} />;
    case 'coupon-entry':
      return <CouponEntryModal data={active.data} onClose={onClose} />;
    case 'get-coupon':
      return <GetCouponModal data={active.data} onClose={onClose} />;
    case 'modal-example':
      return null;
  }
}
