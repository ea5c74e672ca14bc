import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { allowedChars, backspaceAt, emptyBoxes, fillFrom, isComplete } from './code-input-logic';

interface CodeInputProps {
  /** Names the group of boxes. */
  label: string;
  /** Accessible name of one box, e.g. "digit 1 of 6". */
  boxLabel: (position: number, length: number) => string;
  length?: number;
  /** Tested against one character at a time. */
  pattern?: RegExp;
  uppercase?: boolean;
  inputMode?: 'numeric' | 'text';
  defaultValue?: string;
  error?: string;
  disabled?: boolean;
  /** Focuses the first box on mount and whenever the boxes are enabled again (after a refused code). */
  autoFocus?: boolean;
  /** Shows a button that empties every box. */
  clearLabel?: string;
  onChange?: (code: string) => void;
  onComplete?: (code: string) => void;
}

/** One character per box: typing moves on, paste fills from the first box, backspace moves back. */
export function CodeInput({
  label,
  boxLabel,
  length = 6,
  pattern = /^\d$/,
  uppercase = false,
  inputMode = 'numeric',
  defaultValue = '',
  error,
  disabled,
  autoFocus,
  clearLabel,
  onChange,
  onComplete,
}: CodeInputProps) {
  const id = useId();
  const [boxes, setBoxes] = useState(() => emptyBoxes(length, defaultValue));
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const update = (next: { boxes: string[]; focus: number }) => {
    setBoxes(next.boxes);
    refs.current[next.focus]?.focus();
    const code = next.boxes.join('');
    onChange?.(code);
    if (isComplete(next.boxes)) onComplete?.(code);
  };
  const write = (index: number, text: string) => {
    const chars = allowedChars(text, pattern, uppercase);
    if (chars.length) update(fillFrom(boxes, index, chars));
  };
  const onInput = (index: number, value: string) => {
    // Mobile keyboards may delete without a Backspace key event.
    if (!value) return update({ boxes: boxes.map((c, i) => (i === index ? '' : c)), focus: index });
    const current = boxes[index] ?? '';
    write(index, current && value.length > 1 ? value.replace(current, '') : value);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      update(backspaceAt(boxes, index));
      return;
    }
    // The boxes read left to right in both languages (dir="ltr" below), so the arrows keep their screen meaning.
    const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    refs.current[Math.min(Math.max(to, 0), length - 1)]?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(0, event.clipboardData.getData('text'));
  };
  const clear = () => update({ boxes: emptyBoxes(length), focus: 0 });

  // Also after a refused code: the boxes were disabled while it was checked, and the next try starts at the first.
  useEffect(() => {
    if (autoFocus && !disabled) refs.current[0]?.focus();
  }, [autoFocus, disabled]);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <div role="group" aria-labelledby={`${id}-label`} dir="ltr" className="flex flex-1 justify-between gap-1.5 sm:gap-2">
          {boxes.map((char, index) => (
            <input
              key={index}
              ref={(node) => {
                refs.current[index] = node;
              }}
              value={char}
              onChange={(event) => onInput(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
              onFocus={(event) => event.target.select()}
              inputMode={inputMode}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              disabled={disabled}
              aria-label={boxLabel(index + 1, length)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn(
                'h-12 w-full max-w-12 min-w-0 rounded-lg border border-border bg-surface text-center font-mono text-xl text-fg',
                'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger disabled:opacity-60',
              )}
            />
          ))}
        </div>
        {clearLabel && (
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            aria-label={clearLabel}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
