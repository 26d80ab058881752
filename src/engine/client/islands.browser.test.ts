/**
 * Islands in the browser: components of JavaScript snippets with state run in the page, as on Mintlify,
 * from modules the site ships (nothing from another host): hooks without imports, props from the page's
 * exports and from other snippets (functions too), Mintlify components they render, the children the page
 * gives them, at any depth of the site.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBuiltSite } from '../../../test/browser/browser.js';

const COUNTER = `import React, { useState } from "react";

export const Counter = ({ start = 0, children }) => {
  const [count, setCount] = useState(start);
  return (
    <div className="counter">
      <button type="button" onClick={() => setCount(count + 1)}>Count {count}</button>
      <a className="deep" href="/guides/deep/page#top">Deep</a>
      <a className="guides" href="/guides">Guides</a>
      <img className="dot" src="/images/dot.svg" alt="" />
      {children}
    </div>
  );
};
`;

const PICKER = `import { price } from "./format";

export function Picker({ plans, label }) {
  const [chosen, setChosen] = useState(plans[0].name);
  return (
    <Card title={label} icon="credit-card">
      {plans.map((plan) => (
        <Badge key={plan.name} color={plan.name === chosen ? "green" : "gray"}>
          <Icon icon={plan.icon} size={12} />
          <button type="button" onClick={() => setChosen(plan.name)}>{plan.name}</button>
        </Badge>
      ))}
      <p className="chosen">{chosen}: {price(plans.find((plan) => plan.name === chosen).cents)}</p>
    </Card>
  );
}
`;

const PAGE = `---
title: Islands
---
import { Counter } from "/snippets/counter.jsx";
import { Picker } from "/snippets/picker.jsx";

export const plans = [{ name: "Free", cents: 0, icon: "gift" }, { name: "Pro", cents: 2000, icon: "rocket" }];

<Counter start={2}>
  Clicks **so far**.

  <Toggle />
</Counter>

<Picker label="Choose a plan" plans={plans} />

export const Toggle = () => {
  const [on, setOn] = useState(false);
  return <button type="button" className="toggle" onClick={() => setOn(!on)}>{on ? "On" : "Off"}</button>;
};

export const DONE = "Copied";

<button className="copy" onClick={(event) => { event.currentTarget.textContent = DONE; }}>
  Copy the **setup** prompt
</button>
`;

const FIELDS = `export const Fields = ({ fields }) => {
  const [seen] = useState(fields.length);
  return (
    <div className="fields" data-seen={seen}>
      <Tooltip tip="Every field of the record">Record</Tooltip>
      <Tabs>
        <Tab title="Fields">
          {fields.map((f) => (
            <ResponseField key={f.name} name={f.name} type={f.type} required={f.required}>{f.doc}</ResponseField>
          ))}
          <Expandable title="more">
            <ParamField query="page" type="number" default={1}>Page.</ParamField>
          </Expandable>
        </Tab>
        <Tab title="How">
          <Steps>
            <Step title="Install">a</Step>
            <Step title="Run">b</Step>
          </Steps>
        </Tab>
      </Tabs>
    </div>
  );
};
`;

const DEEP = `---
title: Deep
---
import { Counter } from "/snippets/counter.jsx";
import { Fields } from "/snippets/fields.jsx";

<Counter start={10} />

<Fields fields={[{ name: "id", type: "string", required: true, doc: "The id." }]} />
`;

const islandText = (page: Page, selector: string) =>
  page.locator(`lectern-island[data-mounted] ${selector}`).first().textContent();

describe.skipIf(!hasChromium)('islands, in the browser', () => {
  const site = useBuiltSite(
    {
      'docs.json': JSON.stringify({
        name: 'Islands',
        navigation: { pages: ['index', 'guides/index', 'guides/deep/page'] },
      }),
      'guides/index.mdx': '---\ntitle: Guides\n---\n\nAll guides.\n',
      'images/dot.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
      'index.mdx': PAGE,
      'guides/deep/page.mdx': DEEP,
      'snippets/counter.jsx': COUNTER,
      'snippets/picker.jsx': PICKER,
      'snippets/fields.jsx': FIELDS,
      'snippets/format.js': 'export const price = (cents) => (cents === 0 ? "free" : `$${cents / 100}`);\n',
    },
    (result) => expect(result.diagnostics.filter((d) => d.code === 'jsx-snippet')).toEqual([]),
  );

  it('runs a component with state, keeping the children the page gives it', async () => {
    const page = await site.open('/index.html');
    await expect(islandText(page, '.counter button')).resolves.toBe('Count 2');
    // The children are the server's rendering of the page's Markdown.
    await expect(page.locator('lectern-island .counter strong').textContent()).resolves.toBe('so far');
    // An author's button starts bare, as under Mintlify's Tailwind preflight.
    const look = await page
      .getByRole('button', { name: 'Count 2' })
      .evaluate((b) => [getComputedStyle(b).borderTopWidth, getComputedStyle(b).backgroundColor]);
    expect(look).toEqual(['0px', 'rgba(0, 0, 0, 0)']);
    // A link written as pages write them leads to the page's file, as the server's links do.
    await expect(page.locator('lectern-island a.deep').getAttribute('href')).resolves.toBe(
      'guides/deep/page.html#top',
    );
    // The build resolved the paths the snippet names: a folder's index page, a copied image.
    await expect(page.locator('lectern-island a.guides').getAttribute('href')).resolves.toBe(
      'guides/index.html',
    );
    await expect(page.locator('lectern-island img.dot').getAttribute('src')).resolves.toBe('images/dot.svg');
    await expect(
      page.locator('lectern-island img.dot').evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBe(4);
    await page.getByRole('button', { name: 'Count 2' }).click();
    await expect(islandText(page, '.counter button')).resolves.toBe('Count 3');
  });

  it("renders Mintlify's components with the page's data and another snippet's functions", async () => {
    const page = await site.open('/index.html');
    await expect(islandText(page, '.chosen')).resolves.toBe('Free: free');
    const badges = () =>
      page.$$eval('lectern-island .lectern-badge', (all) => all.map((b) => b.getAttribute('data-color')));
    await expect(badges()).resolves.toEqual(['green', 'gray']);
    await expect(page.locator('lectern-island .lectern-card__title-text').textContent()).resolves.toBe(
      'Choose a plan',
    );
    // Icons named in the snippet's code and in the page's data, drawn by the build as the server draws them.
    const icons = await page.$$eval('lectern-island [data-icon]', (all) =>
      all.map((i) => [i.getAttribute('data-icon'), i.querySelector('svg.lectern-icon') !== null]),
    );
    expect(icons).toEqual([
      ['credit-card', true],
      ['gift', true],
      ['rocket', true],
    ]);
    await page.getByRole('button', { name: 'Pro', exact: true }).click();
    await expect(islandText(page, '.chosen')).resolves.toBe('Pro: $20');
    await expect(badges()).resolves.toEqual(['gray', 'green']);
  });

  it('runs a component the page defines itself, as Mintlify documents it, inside another island', async () => {
    const page = await site.open('/index.html');
    await expect(islandText(page, '.toggle')).resolves.toBe('Off');
    await page.locator('.toggle').click();
    await expect(islandText(page, '.toggle')).resolves.toBe('On');
  });

  it("runs an HTML element's event handler, keeping the label the page gives it", async () => {
    const page = await site.open('/index.html');
    const button = page.locator('lectern-island[data-mounted] button.copy');
    await expect(button.innerHTML()).resolves.toContain('<strong>setup</strong>');
    await button.click();
    await expect(button.textContent()).resolves.toBe('Copied');
  });

  it("draws Mintlify's fields, expandables, tabs and steps with the server's markup", async () => {
    const page = await site.open('/guides/deep/page.html');
    const fields = page.locator('lectern-island[data-mounted] .fields');
    await fields.waitFor();
    await expect(fields.locator('.lectern-field__name').allTextContents()).resolves.toEqual(['id', 'page']);
    await expect(fields.locator('.lectern-field__required').count()).resolves.toBe(1);
    await expect(fields.locator('.lectern-field__location').textContent()).resolves.toBe('query');
    await expect(fields.locator('.lectern-expandable__summary').textContent()).resolves.toBe(
      'Show Hide more',
    );
    // The server's tooltip markup: the page's styles show the bubble when its trigger has focus.
    const bubble = fields.getByRole('tooltip');
    await expect(bubble.isVisible()).resolves.toBe(false);
    await fields.locator('.lectern-tooltip__trigger').focus();
    await expect(bubble.isVisible()).resolves.toBe(true);
    await expect(bubble.textContent()).resolves.toBe('Every field of the record');
    await expect(fields.locator('.lectern-tooltip__trigger').getAttribute('aria-describedby')).resolves.toBe(
      await bubble.getAttribute('id'),
    );
    await expect(fields.locator('.lectern-steps').isVisible()).resolves.toBe(false);
    await fields.getByRole('tab', { name: 'How' }).click();
    await expect(fields.locator('.lectern-step__marker').allTextContents()).resolves.toEqual(['1', '2']);
    await expect(fields.locator('.lectern-steps').isVisible()).resolves.toBe(true);
    await expect(fields.getByRole('tab', { name: 'How' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    );
  });

  it('loads the same modules from a page deeper in the site', async () => {
    const page = await site.open('/guides/deep/page.html');
    await expect(islandText(page, '.counter button')).resolves.toBe('Count 10');
    await expect(page.locator('lectern-island a.deep').getAttribute('href')).resolves.toBe(
      '../../guides/deep/page.html#top',
    );
    await expect(page.locator('lectern-island a.guides').getAttribute('href')).resolves.toBe(
      '../../guides/index.html',
    );
    const modules = readdirSync(join(site.dir, 'site', '_lectern', 'islands'));
    // Preact's three modules, the runtime and its components, the snippets, and one entry per use.
    expect(
      modules.filter((f) => /^(preact|hooks|compat|components|runtime)\.[0-9a-f]{10}\.js$/.test(f)),
    ).toHaveLength(5);
    expect(modules.filter((f) => /-island\.[0-9a-f]{10}\.js$/.test(f))).toHaveLength(6);
  });
});
