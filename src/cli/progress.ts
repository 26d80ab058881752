import cliProgress from 'cli-progress';

export interface Progress {
  /** `value` of `total`; `detail` is shown after the bar (status, page count). */
  update(value: number, total: number, detail?: string): void;
  stop(): void;
}

export interface ProgressOptions {
  label: string;
  /** How to show value/total: a count of `unit`s, a percentage, or bytes. */
  unit: string | 'percent' | 'bytes';
  stream?: NodeJS.WriteStream;
  /** Force plain lines (tests, CI); by default bars only when the stream is a terminal. */
  plain?: boolean;
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 ** 2).toFixed(1)} MiB`;
}

function describe(opts: ProgressOptions, value: number, total: number): string {
  if (opts.unit === 'percent') return `${Math.floor(value)}%`;
  if (opts.unit === 'bytes')
    return total > 0 ? `${formatBytes(value)} of ${formatBytes(total)}` : formatBytes(value);
  return total > 0 ? `${value}/${total} ${opts.unit}` : `${value} ${opts.unit}`;
}

/**
 * A progress bar on a terminal (stderr, so stdout stays clean for results); elsewhere one plain line per
 * change, so that logs of CI runs show how a job went without control characters.
 */
export function createProgress(opts: ProgressOptions): Progress {
  const stream = opts.stream ?? process.stderr;
  if (opts.plain || !stream.isTTY) {
    let last = '';
    let lastStep = -1;
    return {
      update(value, total, detail) {
        // Byte and count updates come in bursts: plain output shows quarter steps and the end only.
        if (opts.unit !== 'percent' && total > 0) {
          const step = value >= total ? 4 : Math.floor((value / total) * 4);
          if (step === lastStep) return;
          lastStep = step;
        }
        const line = `${opts.label}: ${describe(opts, value, total)}${detail ? ` (${detail})` : ''}`;
        if (line !== last) stream.write(`${line}\n`);
        last = line;
      },
      stop() {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: `${opts.label} [{bar}] {shown}{detail}`,
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(value, total, detail) {
      const payload = { shown: describe(opts, value, total), detail: detail ? ` | ${detail}` : '' };
      const barTotal = opts.unit === 'percent' ? 100 : Math.max(total, value, 1);
      if (!started) {
        bar.start(barTotal, value, payload);
        started = true;
      } else {
        bar.setTotal(barTotal);
        bar.update(value, payload);
      }
    },
    stop() {
      if (started) bar.stop();
    },
  };
}
