import type { ReactNode, SelectHTMLAttributes } from 'react';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  label?: ReactNode;
}

export function Select<V extends string>({
  value,
  options,
  onChange,
  label,
  className,
  ...rest
}: SelectProps<V>) {
  const select = (
    <select
      className={`select ${className ?? ''}`}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      {...rest}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  if (label === undefined) return select;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      {select}
    </label>
  );
}
