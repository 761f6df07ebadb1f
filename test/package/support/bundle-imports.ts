// The modules a built bundle loads by name at run time: its imports and literal require()s
// that the bundler left external, read from esbuild's own analysis of the bundle.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';

/** The bare specifiers `file` imports or requires, less Node's built-ins. */
export async function bareImports(file: string): Promise<string[]> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: file.endsWith('.cjs') ? 'cjs' : 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const found = new Set<string>(literalRequires(readFileSync(file, 'utf8')));
  for (const input of Object.values(result.metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.external) found.add(imported.path);
    }
  }
  return [...found].filter((name) => !isBuiltin(name)).sort();
}

/**
 * Names that bundled CommonJS code requires through esbuild's `__require` helper, which the
 * analysis above sees as a plain call.
 */
function literalRequires(text: string): string[] {
  return [...text.matchAll(/\b__require\(\s*["']([^"'./][^"']*)["']\s*\)/g)].map(
    (match) => match[1] as string,
  );
}
