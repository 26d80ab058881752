import type { ProgressUpdate } from '../jobs/index.js';

/** The share of `progress` given to rendering; packaging and upload take the rest up to 100. */
export const RENDER_SHARE = 95;

/** Engine progress (`done` of `total` pages) as job progress: 0..95 and pages done. */
export function renderProgress(done: number, total: number): ProgressUpdate {
  const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  return { progress: Math.floor(ratio * RENDER_SHARE), pageCount: Math.max(0, Math.floor(done)) };
}

/**
 * Turns the engine's synchronous, frequent `onProgress` calls into at most one write per `intervalMs`,
 * never more than one in flight, and never a value lower than one already sent. `flush()` sends the last
 * value and waits for it.
 */
export class ProgressThrottle {
  private latest: ProgressUpdate | null = null;
  private sent: ProgressUpdate = { progress: -1, pageCount: -1 };
  private inFlight: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSentAt = 0;
  private failure: unknown = null;

  constructor(
    private readonly report: (p: ProgressUpdate) => Promise<void>,
    private readonly intervalMs = 250,
  ) {}

  push(update: ProgressUpdate): void {
    const base = this.latest ?? this.sent;
    this.latest = {
      progress: Math.max(base.progress, update.progress),
      pageCount: Math.max(base.pageCount, update.pageCount),
    };
    if (this.timer || this.inFlight) return;
    const wait = Math.max(0, this.lastSentAt + this.intervalMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.send();
    }, wait);
  }

  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (this.inFlight) await this.inFlight;
    await this.send();
    if (this.failure) throw this.failure;
  }

  /** Stops pending writes (the attempt is over). */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.latest = null;
  }

  private async send(): Promise<void> {
    const next = this.latest;
    if (!next || (next.progress <= this.sent.progress && next.pageCount <= this.sent.pageCount)) return;
    this.latest = null;
    this.lastSentAt = Date.now();
    this.inFlight = this.report(next).then(
      () => {
        this.sent = next;
      },
      (err: unknown) => {
        this.failure ??= err;
      },
    );
    await this.inFlight;
    this.inFlight = null;
    // Values that arrived during the write go out on the next tick of the interval.
    if (this.latest) this.push(this.latest);
  }
}
