/** A field's text read as a value, or why it cannot be. */
export type Checked<T> = { value: T } | { error: string };

/** What a form builds, or what is wrong with it field by field. */
export type Built<T, Field extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<Field, string>> };

/** Collects a form's errors, the first one per field. */
export function createChecks<Field extends string>() {
  const errors: Partial<Record<Field, string>> = {};
  return {
    errors,
    /** A checked field's value; a failed check records its error and answers `fallback`. */
    take<T>(field: Field, checked: Checked<T>, fallback: T): T {
      if ('value' in checked) return checked.value;
      errors[field] ??= checked.error;
      return fallback;
    },
    fail(field: Field, error: string): void {
      errors[field] ??= error;
    },
    failed: (): boolean => Object.keys(errors).length > 0,
  };
}
