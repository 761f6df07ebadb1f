// The electron-builder step of `npm run dist`, in a process of its own: scripts/dist.ts keeps
// its error output (stacks of the tools it runs) in a log and prints one line of it.
import { build } from 'electron-builder';
import { distOptions, failureLine } from './dist-options.js';

try {
  const artifacts = await build(distOptions(process.argv.slice(2)));
  for (const artifact of artifacts) console.log(artifact);
} catch (error) {
  console.error(failureLine(error));
  // Explicitly: a tool electron-builder ran leaves the exit code at 0 otherwise.
  process.exit(1);
}
