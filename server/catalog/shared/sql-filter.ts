/** WHERE conditions with their positional parameters, built up filter by filter. */
export class SqlFilter {
  private readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): void {
    this.conditions.push(condition);
    this.params.push(...params);
  }

  /** `WHERE a AND b`, or '' when no condition was added. */
  where(): string {
    return this.conditions.length === 0 ? '' : `WHERE ${this.conditions.join(' AND ')}`;
  }
}

/** A JSON array parameter, read in SQL with `json_each(?)`: one statement fits any list. */
export const jsonList = (values: readonly unknown[]): string => JSON.stringify(values);

export const IN_LIST = 'IN (SELECT value FROM json_each(?))';
