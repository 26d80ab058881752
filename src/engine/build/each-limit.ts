import { EngineError } from '../errors.js';

export function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new EngineError('ABORTED', 'build aborted');
}

/** Runs `fn` over `items` with at most `limit` at once, in order of start. */
export async function forEachLimit<T>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      checkAborted(signal);
      await fn(items[next++]);
    }
  });
  // Wait for every lane before reporting a failure: a lane still writing after the caller discards the
  // output folder would leave files behind.
  const failed = (await Promise.allSettled(lanes)).find(
    (r): r is PromiseRejectedResult => r.status === 'rejected',
  );
  if (failed) throw failed.reason;
}
