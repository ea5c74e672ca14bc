import { useEffect } from 'react';
import { recordEvent, sendEvents } from './trial-events';

const SEND_EVERY_MS = 10_000;
/** Reloads are counted once per page load, not once per question the single-page player shows. */
const reloadCounted = new Set<string>();

/**
 * Records, while the player is open, what a reviewer may need to see (#32): leaving the page (hidden or the window
 * unfocused) and coming back with the time away, pastes (their length only), leaving full screen, going offline
 * and back, reloads. Students are told on the instructions page; nothing is decided from it automatically.
 */
export function useTrialEvents(trialId: string) {
  useEffect(() => {
    if (!trialId) return;
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === 'reload' && !reloadCounted.has(trialId)) {
      reloadCounted.add(trialId);
      recordEvent(trialId, { kind: 'reload' });
    }
    let awaySince: number | null = null;
    const isAway = () => document.visibilityState === 'hidden' || !document.hasFocus();
    const onPresence = () => {
      if (isAway() && awaySince === null) {
        awaySince = Date.now();
        recordEvent(trialId, { kind: 'left' });
        void sendEvents(trialId, document.visibilityState === 'hidden');
      } else if (!isAway() && awaySince !== null) {
        recordEvent(trialId, { kind: 'returned', away_ms: Date.now() - awaySince });
        awaySince = null;
      }
    };
    const onPaste = (e: ClipboardEvent) => recordEvent(trialId, { kind: 'paste', chars: e.clipboardData?.getData('text').length ?? 0 });
    let fullscreen = Boolean(document.fullscreenElement);
    const onFullscreen = () => {
      if (fullscreen && !document.fullscreenElement) recordEvent(trialId, { kind: 'fullscreen_exit' });
      fullscreen = Boolean(document.fullscreenElement);
    };
    const onOffline = () => recordEvent(trialId, { kind: 'offline' });
    const onOnline = () => {
      recordEvent(trialId, { kind: 'online' });
      void sendEvents(trialId);
    };
    const onHide = () => void sendEvents(trialId, true);
    document.addEventListener('visibilitychange', onPresence);
    window.addEventListener('blur', onPresence);
    window.addEventListener('focus', onPresence);
    document.addEventListener('paste', onPaste, true);
    document.addEventListener('fullscreenchange', onFullscreen);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener('pagehide', onHide);
    const timer = window.setInterval(() => void sendEvents(trialId), SEND_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onPresence);
      window.removeEventListener('blur', onPresence);
      window.removeEventListener('focus', onPresence);
      document.removeEventListener('paste', onPaste, true);
      document.removeEventListener('fullscreenchange', onFullscreen);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onHide);
      window.clearInterval(timer);
      void sendEvents(trialId);
    };
  }, [trialId]);
}
