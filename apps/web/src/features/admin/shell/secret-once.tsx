import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalShell } from '@/components/ui/modal-shell';

/** A credential shown once (an API key, a webhook secret): a warning, the value in full and a copy button. */
export function SecretOnce(props: {
  title: string;
  warning: string;
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  doneLabel: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <ModalShell
      open
      onClose={props.onClose}
      dismissible={false}
      title={props.title}
      className="sm:max-w-xl"
      actions={<Button onClick={props.onClose}>{props.doneLabel}</Button>}
    >
      <div className="flex flex-col gap-3 text-start">
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft p-3 text-sm text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {props.warning}
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium text-fg">
          {props.label}
          <input
            readOnly
            dir="ltr"
            value={props.value}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-xl border border-border bg-surface-muted p-2 font-mono text-xs text-fg"
          />
        </label>
        <div>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
            <span aria-live="polite">{copied ? props.copiedLabel : props.copyLabel}</span>
          </Button>
        </div>
      </div>
    </ModalShell>
  );
}
