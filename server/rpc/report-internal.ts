/**
 * Logs a fault that was answered `internal`: one line on stderr with the method and the error
 * (its stack folded onto the line). Never the params: they may hold a passphrase or a key.
 */
export function reportInternalToStderr(error: unknown, method: string): void {
  const text =
    error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  process.stderr.write(`internal error in ${method}: ${text.replace(/\s*\n\s*/g, ' | ')}\n`);
}
