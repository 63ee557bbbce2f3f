import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';

describe('demo gallery image server (issue 29)', () => {
  const { app } = createDemoBackends();

  it('answers the same picture for the same brand and number, another for another', async () => {
    const picture = async (path: string) => new Uint8Array(await (await app.request(path)).arrayBuffer());
    const first = await app.request('/api/gallery/bild/ams/3.png');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await first.arrayBuffer());
    // A PNG (its signature, then IHDR) of 1100 × 619, 8-bit palette.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 10);
    expect([header.getUint32(0), header.getUint32(4), header.getUint8(8), header.getUint8(9)]).toEqual([
      1100, 619, 8, 3,
    ]);
    expect(await picture('/api/gallery/bild/ams/3.png')).toEqual(bytes);
    expect(await picture('/api/gallery/bild/mo/3.png')).not.toEqual(bytes);
    expect(await picture('/api/gallery/bild/ams/4.png')).not.toEqual(bytes);
  });

  it.each([
    '/api/gallery/bild/ams/0.png',
    '/api/gallery/bild/ams/61.png',
    '/api/gallery/bild/xx/1.png',
    '/api/gallery/bild/ams/1.svg',
  ])('%s is a 404', async (path) => {
    expect((await app.request(path)).status).toBe(404);
  });
});
