import type { PageEntry } from '../nav/index.js';
import type { Diagnostic } from '../types.js';
import type { FileTimes } from './git-file-times.js';

/**
 * docs.json `metadata.timestamp` and frontmatter `timestamp` (organize/settings-seo.mdx, pages.mdx): the
 * date of the last commit changing a page's file. Git runs once per build, and only when some page shows
 * a date: at once when the site shows them (it runs while the build plans), else at the first page turning
 * them on. A file with uncommitted changes shows its last commit's date (what a deploy of the repository
 * publishes); a file never committed shows none. The date joins the page's layout frame, not its render
 * key, so a new commit rewrites the page's HTML around its cached render.
 */
export class PageTimestamps {
  private times: Promise<FileTimes | null> | null = null;
  private shallowReported = false;

  constructor(
    private readonly srcDir: string,
    private readonly siteDefault: boolean,
    private readonly report: (d: Diagnostic) => void,
    private readonly configFile?: string,
    private readonly signal?: AbortSignal,
  ) {
    if (siteDefault) void this.load();
  }

  /** The page's last commit time as an ISO instant, when the page shows one and git knows it. */
  async of(entry: PageEntry): Promise<string | undefined> {
    if (!entry.file || !(entry.timestamp ?? this.siteDefault)) return undefined;
    // The page's own date comes first: its history may not say when the content changed (organize/pages.mdx).
    if (entry.lastUpdatedDate) return entry.lastUpdatedDate;
    const time = (await this.load())?.get(entry.file);
    if (time === null && !this.shallowReported) {
      this.shallowReported = true;
      this.warn(
        'the repository is a shallow clone: pages last changed before its oldest commit show no date ' +
          '(fetch the whole history, e.g. `git fetch --unshallow`)',
      );
    }
    return typeof time === 'number' && Number.isFinite(time) ? new Date(time).toISOString() : undefined;
  }

  private load(): Promise<FileTimes | null> {
    // Imported only when a date is shown: builds without them never load the git helpers.
    this.times ??= import('./git-file-times.js')
      .then(({ gitFileTimes }) => gitFileTimes(this.srcDir, { signal: this.signal }))
      .then((result) => {
        if (result instanceof Map) return result;
        this.warn(`the docs folder's git history could not be read (${result.error}), so no page shows one`);
        return null;
      });
    return this.times;
  }

  private warn(why: string): void {
    this.report({
      severity: 'warning',
      code: 'TIMESTAMP_UNAVAILABLE',
      message: `"Last modified" dates (metadata.timestamp): ${why}`,
      ...(this.configFile ? { file: this.configFile } : {}),
    });
  }
}
