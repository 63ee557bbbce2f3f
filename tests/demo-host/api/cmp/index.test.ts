// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { GVL } from '@iabtechlabtcf/core';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../../demo-host/app.ts';

describe('demo CMP (issue 24)', () => {
  it('serves a Global Vendor List the IAB library accepts, with the demo marketing tool as vendor', async () => {
    const response = await createDemoApp().request('/api/cmp/vendor-list.json');
    expect(response.status).toBe(200);
    const gvl = new GVL((await response.json()) as ConstructorParameters<typeof GVL>[0]);
    expect(gvl.tcfPolicyVersion).toBe(5);
    expect(Object.keys(gvl.purposes)).toHaveLength(11);
    expect(gvl.vendors[9901]?.purposes).toEqual([1, 8, 9]);
  });

  it('serves its script built as one classic script that installs __tcfapi', async () => {
    const response = await createDemoApp().request('/api/cmp/cmp.js');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('__tcfapi');
    expect(script).toContain('Ablehnen und Pur abonnieren');
  }, 60_000);
});
