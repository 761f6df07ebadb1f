import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function violations(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'renderer/lib/example.ts' });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the terminal makes its Intl formatters on first use', () => {
  it('refuses a formatter made as a module loads, in any shape', async () => {
    const found = await violations(
      "const a = new Intl.NumberFormat('en-US');\n" +
        'export const b = { f: new Intl.DateTimeFormat() };\n' +
        'export default new Intl.Collator();\n' +
        'export const c = () => a.format(1) + b.f.format(1);\n',
    );
    expect(found).toEqual(['no-restricted-syntax', 'no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('lets a function make one', async () => {
    const found = await violations(
      "export const lazyFormat = () => new Intl.NumberFormat('en-US');\n",
    );
    expect(found).toEqual([]);
  });
});
