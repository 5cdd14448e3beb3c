import { useState } from 'react';
import { Button } from './button.tsx';

/**
 * A button that asks once before acting: on a phone a stray tap must not withdraw a draft or change a
 * bureau's deadline.
 */
export function InlineConfirm({
  label,
  question,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        variant="outline"
        size="sm"
        className="h-auto min-h-9 w-full whitespace-normal py-2 sm:w-fit"
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-md border border-border bg-muted p-3">
      <legend className="sr-only">{label}</legend>
      <p className="text-sm">{question}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="sm" className="h-auto min-h-9 whitespace-normal py-2" disabled={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => setAsking(false)}>
          {cancelLabel}
        </Button>
      </div>
    </fieldset>
  );
}
