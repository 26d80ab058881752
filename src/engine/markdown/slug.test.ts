/** Heading anchors as Mintlify makes them (create/text.mdx, "Automatic anchor IDs"), not GitHub's slugs. */
import { describe, expect, it } from 'vitest';
import { cleanAnchorId, mintlifySlug, PageSlugger } from './slug.js';

describe('mintlifySlug', () => {
  it("gives the ids of Mintlify's table", () => {
    expect(mintlifySlug('Getting started')).toBe('getting-started');
    expect(mintlifySlug('Config.json options')).toBe('config-json-options');
    expect(mintlifySlug("What's new")).toBe('what’s-new');
    expect(mintlifySlug('Rate limits (per minute)')).toBe('rate-limits-per-minute');
    expect(mintlifySlug('Read/write access')).toBe('read/write-access');
    expect(mintlifySlug('Fees & billing')).toBe('fees-&-billing');
    expect(mintlifySlug('OAuth')).toBe('oauth');
  });

  it('matches links written for Mintlify sites', () => {
    expect(mintlifySlug('Redis & Queue')).toBe('redis-&-queue');
    expect(mintlifySlug('React.js')).toBe('react-js');
    expect(mintlifySlug('0.80.0')).toBe('0-80-0');
    expect(mintlifySlug('llms-full.txt')).toBe('llms-full-txt');
    // The corpus links `#split-configuration-with-%24ref`.
    expect(mintlifySlug('Split configuration with $ref')).toBe('split-configuration-with-$ref');
    expect(mintlifySlug('Host at /docs subpath')).toBe('host-at-/docs-subpath');
  });

  it('drops what Mintlify drops: colons, question marks, commas, quotes, brackets, emoji', () => {
    // mintlify/docs issue 5537: the rendered anchor of `## Step 1: Issue a proxy secret`.
    expect(mintlifySlug('Step 1: Issue a proxy secret')).toBe('step-1-issue-a-proxy-secret');
    expect(mintlifySlug("What's next?")).toBe('what’s-next');
    expect(mintlifySlug('August 21, 2026')).toBe('august-21-2026');
    expect(mintlifySlug('Say "hi" [now] {ok}')).toBe('say-hi-now-ok');
    // Dropped after hyphens were joined, as both Mintlify and GitHub do: the hyphens around it stay.
    expect(mintlifySlug('Launch 🚀 day')).toBe('launch--day');
  });

  it("drops other symbols as GitHub's slugger does, keeping letters of every script", () => {
    expect(mintlifySlug('C++ & C#')).toBe('c-&-c');
    expect(mintlifySlug('Email @mentions')).toBe('email-mentions');
    expect(mintlifySlug('Create an #ask-ai channel')).toBe('create-an-ask-ai-channel');
    expect(mintlifySlug('¿Cómo funciona?')).toBe('cómo-funciona');
    expect(mintlifySlug('Menús')).toBe('menús');
    expect(mintlifySlug('菜单')).toBe('菜单');
    expect(mintlifySlug('Über_alles')).toBe('über_alles');
  });

  it('lowercases capitals inside words and joins separator runs into one hyphen', () => {
    expect(mintlifySlug('GitHub OAuth Apps')).toBe('github-oauth-apps');
    expect(mintlifySlug('A - B')).toBe('a-b');
    expect(mintlifySlug('  Spaced   out  ')).toBe('spaced-out');
    expect(mintlifySlug('Done.')).toBe('done');
    expect(mintlifySlug('Fees  &  billing')).toBe('fees-&-billing');
  });

  it('leaves nothing for text without letters or numbers', () => {
    expect(mintlifySlug('???')).toBe('');
    expect(mintlifySlug('')).toBe('');
    expect(mintlifySlug('\uD800 lone')).toBe('lone');
  });
});

describe('cleanAnchorId', () => {
  it("keeps an author's id, case included, decoded and without Mintlify's dropped punctuation", () => {
    expect(cleanAnchorId('MyAnchor')).toBe('MyAnchor');
    expect(cleanAnchorId('what%E2%80%99s-new')).toBe('what’s-new');
    expect(cleanAnchorId('step-1:-go?')).toBe('step-1-go');
    expect(cleanAnchorId('100%')).toBe('100%');
  });
});

describe('PageSlugger', () => {
  it('numbers a repeated id from -2, one counter for the page', () => {
    const slugger = new PageSlugger();
    expect(['Overview', 'Overview', 'Overview'].map((t) => slugger.slug(t))).toEqual([
      'overview',
      'overview-2',
      'overview-3',
    ]);
  });

  it('steps around ids already given out', () => {
    const slugger = new PageSlugger();
    slugger.take('footer');
    expect(slugger.slug('Overview 2')).toBe('overview-2');
    expect(slugger.slug('Overview')).toBe('overview');
    expect(slugger.slug('Overview')).toBe('overview-3');
    expect(slugger.slug('Footer')).toBe('footer-2');
    expect(slugger.slug('???')).toBe('section');
  });

  it('numbers from -1 where asked (fields)', () => {
    const slugger = new PageSlugger();
    expect(slugger.unique('param-a', 1)).toBe('param-a');
    expect(slugger.unique('param-a', 1)).toBe('param-a-1');
    expect(slugger.unique('param-a', 1)).toBe('param-a-2');
  });
});
