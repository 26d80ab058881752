/** Removes a token (raw or in its Basic-auth form) and any URL credentials from git output. */
export function redactGitOutput(text: string, token?: string | null): string {
  let out = text.replace(/(https?:\/\/)[^/\s@]+@/gi, '$1***@');
  if (token) {
    out = out.split(token).join('***');
    for (const user of ['x-access-token', 'oauth2']) {
      const basic = Buffer.from(`${user}:${token}`).toString('base64');
      out = out.split(basic).join('***');
    }
  }
  return out.replace(/(Authorization:\s*)(Basic|Bearer)\s+\S+/gi, '$1$2 ***');
}
