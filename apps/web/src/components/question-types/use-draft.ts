import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long typing may pause before what was typed is saved. */
const PAUSE_MS = 800;

/**
 * A typed answer saved as the student types: after a pause, on leaving the field or pressing Enter (`flush`),
 * and when the question is left mid-word (unmount); never once per keystroke. `commit` gets the draft text.
 */
export function useDraft(saved: string, commit: (draft: string) => void) {
  const [draft, setDraft] = useState(saved);
  const pending = useRef({ draft: saved, committed: saved });
  const save = useRef(commit);
  useLayoutEffect(() => {
    save.current = commit;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const state = pending.current;
    if (state.draft === state.committed) return;
    state.committed = state.draft;
    save.current(state.draft);
  }, []);

  const change = (text: string) => {
    setDraft(text);
    pending.current.draft = text;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, PAUSE_MS);
  };

  useEffect(() => flush, [flush]);

  return { draft, change, flush };
}
