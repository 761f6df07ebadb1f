import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: ReactNode;
  /** Text after the field inside its box: a unit ("¢", "shares"). */
  suffix?: ReactNode;
  error?: ReactNode;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, suffix, error, className, ...rest },
  ref,
) {
  const field = (
    <span className={`input-box ${error ? 'input-invalid' : ''} ${className ?? ''}`}>
      <input ref={ref} className="input" aria-invalid={error ? true : undefined} {...rest} />
      {suffix !== undefined && <span className="input-suffix">{suffix}</span>}
    </span>
  );
  if (label === undefined && error === undefined) return field;
  return (
    <label className="field">
      {label !== undefined && <span className="field-label">{label}</span>}
      {field}
      {error ? <span className="field-error">{error}</span> : null}
    </label>
  );
});
