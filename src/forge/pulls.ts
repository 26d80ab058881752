import { ForgeError } from './errors.js';
import type { ForgeCall } from './http.js';
import type { PullRequest, PullRequestStatus } from './types.js';

/** A pull request as GitHub's REST API returns it; Gitea and Forgejo copy the shape. */
export interface HtmlPull {
  number: number;
  html_url: string;
  head?: { ref?: string };
  state?: string;
  merged?: boolean;
}

/** `forge` names the API in error messages ("GitHub", "Gitea"). */
export function toPullRequest(pr: HtmlPull, forge: string): PullRequest {
  if (typeof pr?.html_url !== 'string' || typeof pr.number !== 'number') {
    throw new ForgeError('FORGE_BAD_RESPONSE', `${forge} response lacks html_url or number`);
  }
  return { url: pr.html_url, number: pr.number };
}

/** `GET /pulls/{number}`: a merged pull request is `closed` with `merged: true`. */
export async function getPullStatus(
  call: ForgeCall,
  number: number,
  forge: string,
): Promise<PullRequestStatus> {
  const pr = await call<HtmlPull>('GET', `/pulls/${number}`);
  if (pr?.state !== 'open' && pr?.state !== 'closed')
    throw new ForgeError('FORGE_BAD_RESPONSE', `${forge} response lacks a pull request state`);
  return { ...toPullRequest(pr, forge), state: pr.merged === true ? 'merged' : pr.state };
}
