/** At most `limit` holders at once; the others wait in arrival order. */
export function createSemaphore(limit: number) {
  let held = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else held -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (held < limit) held += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
