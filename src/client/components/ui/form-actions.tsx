import { Button } from './button.tsx';

/**
 * A form's closing buttons: cancel, then the submit, at the right; on a phone they stack with the submit on top,
 * under the thumb.
 */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  disabled,
  submitClassName,
}: {
  cancelLabel: string;
  /** Without it there is nothing to go back to, and no cancel button. */
  onCancel?: () => void;
  submitLabel: string;
  disabled: boolean;
  /** A submit that is not the usual one, a destructive one say. */
  submitClassName?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
      <Button type="submit" className={submitClassName} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
