import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { Label } from './label.tsx';

/** Label, control and error, linked for screen readers. The control gets `id` and aria attributes from `children`. */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The aria attributes a control inside FormField needs. */
export function fieldAria(id: string, error: string | undefined, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/**
 * A form's fields, each with the id `${prefix}-${name}`: `field` is what FormField takes (id, error, hint), `control`
 * what its input takes (the aria attributes and the form's registration).
 */
export function fieldsOf<T extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<T, unknown, Output>,
  prefix: string,
) {
  return (name: Path<T>, hint?: string, options?: RegisterOptions<T, Path<T>>) => {
    const id = `${prefix}-${name}`;
    const error = form.getFieldState(name, form.formState).error?.message;
    return {
      field: { id, error, hint },
      control: { ...fieldAria(id, error, hint !== undefined), ...form.register(name, options) },
    };
  };
}
