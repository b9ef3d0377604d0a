import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../lib/validation-messages';

/** A chip group's error line (text inputs get theirs from FormField). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  const text = fieldError(t, message);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-danger">
      {text}
    </p>
  );
}
