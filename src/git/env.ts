/**
 * The environment every git command runs with. Credentials travel as an `http.extraHeader` set through
 * GIT_CONFIG_COUNT/KEY/VALUE variables: unlike `-c` on the command line they are not visible in `ps`, and
 * unlike `https://user:token@host` they never end up in `.git/config`, reflogs or error messages.
 */

export type ForgeKind = 'github' | 'gitlab' | 'gitea';

export interface GitAuth {
  token?: string | null;
  /** Picks the Basic-auth user name the forge expects with a token (GitLab wants `oauth2`). */
  forge?: ForgeKind | null;
}

export interface GitEnvOptions extends GitAuth {
  /** Allows plain http and file transports (tests, on-premises forges). */
  allowPrivateSources?: boolean;
}

export function authorizationHeader(token: string, forge?: ForgeKind | null): string {
  const user = forge === 'gitlab' ? 'oauth2' : 'x-access-token';
  return `Authorization: Basic ${Buffer.from(`${user}:${token}`).toString('base64')}`;
}

export function gitEnv(opts: GitEnvOptions = {}): NodeJS.ProcessEnv {
  const config: Array<[string, string]> = [
    ['protocol.allow', 'never'],
    ['protocol.https.allow', 'always'],
    // A hook or credential helper from the machine's own git config must not run on our behalf.
    ['core.hooksPath', '/dev/null'],
    ['credential.helper', ''],
    // Symlinks are checked out as small text files: nothing in a checkout can point outside it.
    ['core.symlinks', 'false'],
    ['advice.detachedHead', 'false'],
    ['init.defaultBranch', 'main'],
  ];
  if (opts.allowPrivateSources) {
    config.push(['protocol.http.allow', 'always'], ['protocol.file.allow', 'always']);
  } else {
    // A public server could redirect us to a private address after the URL check.
    config.push(['http.followRedirects', 'false']);
  }
  if (opts.token) config.push(['http.extraHeader', authorizationHeader(opts.token, opts.forge)]);

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    LANG: 'C',
    LC_ALL: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: '',
    SSH_ASKPASS: '',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_COUNT: String(config.length),
  };
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
