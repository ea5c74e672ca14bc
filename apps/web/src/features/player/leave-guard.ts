import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useAppDispatch } from '@/lib/hooks';
import { openModal } from '@/lib/modals/modal-slice';

/** Set once the student chose to leave (or the trial ended), so the guard lets that one navigation through. */
let leaving = false;
export const allowLeaving = () => {
  leaving = true;
};

/** Asks before leaving the player: in-app navigation opens navigation-prevention; closing or reloading the tab asks the browser. */
export function useLeaveGuard(playPrefix: string, timed: boolean) {
  const dispatch = useAppDispatch();
  const wentBack = useRef(false);
  const blocker = useBlocker(({ nextLocation, historyAction }) => {
    wentBack.current = historyAction === 'POP';
    return !leaving && !nextLocation.pathname.startsWith(playPrefix);
  });

  useEffect(() => {
    leaving = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { pathname, search } = blocker.location;
    dispatch(openModal('navigation-prevention', { target: wentBack.current ? 'back' : pathname + search, timed }));
    blocker.reset();
  }, [blocker, dispatch, timed]);
}
