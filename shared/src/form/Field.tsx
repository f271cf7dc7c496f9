// The one field layout on the site: label, hint, control and inline error, tied together with
// aria-describedby and aria-invalid so screen readers read the hint and the error with the control.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { errorStyle, hintStyle, labelStyle, optionalStyle } from './styles';

/** What a control needs from its Field. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
}

export interface FieldProps {
  /** The control's id; the hint and error ids derive from it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  error?: string;
  /** The control: an element (it receives id and the aria attributes) or a function of them. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  className?: string;
}

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The ids a control should name in aria-describedby. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  return [hasHint ? hintIdOf(id) : null, hasError ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
}

/** "(optional)" after a label. */
export function OptionalMark() {
  return <span css={optionalStyle}> (optional)</span>;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintIdOf(id)} css={hintStyle}>
      {children}
    </p>
  );
}

/**
 * The inline error. The live region is always in the page, so a message appearing in it is
 * announced; the message itself is what aria-describedby points at.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <div aria-live="polite">
      {message && (
        <p id={errorIdOf(id)} css={errorStyle}>
          <span aria-hidden="true">!</span>
          {message}
        </p>
      )}
    </div>
  );
}

export function Field({ id, label, hint, optional, error, children, className }: FieldProps) {
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    'aria-invalid': Boolean(error),
  };
  return (
    <div className={className}>
      <label htmlFor={id} css={labelStyle}>
        {label}
        {optional && <OptionalMark />}
      </label>
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
