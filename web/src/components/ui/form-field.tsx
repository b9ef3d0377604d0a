import { useId, type ReactElement, cloneElement, type ReactNode } from 'react';
import { Label } from './label';

/** A label, the control and its error message, wired with htmlFor / aria-invalid / aria-describedby. */
export function FormField(props: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {cloneElement(props.children, {
        id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {props.hint && !props.error && (
        <p id={hintId} className="text-xs text-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}
