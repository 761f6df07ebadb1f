/** A stack of stops run in reverse order, once. */
export function stopStack() {
  const stops: (() => unknown)[] = [];
  return {
    push: (stop: () => unknown) => void stops.push(stop),
    async stopAll(): Promise<void> {
      for (const stop of stops.splice(0).reverse()) await stop();
    },
  };
}

/** Builds with a stack of stops: on a failure, whatever had started is stopped again. */
export async function startedWith<T>(
  build: (stops: ReturnType<typeof stopStack>) => T | Promise<T>,
): Promise<T> {
  const stops = stopStack();
  try {
    return await build(stops);
  } catch (error) {
    await stops.stopAll();
    throw error;
  }
}
