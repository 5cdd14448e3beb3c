import { useTranslation } from 'react-i18next';

/**
 * Shows a field's validation message. Shared schemas carry i18n keys ("auth.errors.emailInvalid");
 * generic rules arrive already translated (see lib/zod-messages).
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t, i18n } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {i18n.exists(message) ? t(message as never) : message}
    </p>
  );
}
