import { Hono } from 'hono';
import { findBrand } from '../../../src/brands.ts';
import { galleryPhoto } from './gallery-photo.ts';

/** The most images a demo gallery has (the 60-image gallery of issue 29). */
export const MAX_IMAGES = 60;

/**
 * The demo's image server for galleries (issue 29): `GET /api/gallery/bild/{project}/{number}.png`
 * answers a stand-in photo, the same for the same brand and number (cached for a day, as an image
 * server's would be). An unknown brand or a number outside 1–60 is a 404.
 */
export function createGallery() {
  const app = new Hono();
  // Each picture is drawn once (about 10 ms) and kept: at most 60 per brand, about 10 KB each.
  const photos = new Map<string, Buffer>();
  app.get('/bild/:project/:file', (c) => {
    const brand = findBrand(c.req.param('project'));
    const match = /^([1-9]\d?)\.png$/.exec(c.req.param('file'));
    const number = match ? Number(match[1]) : 0;
    if (!brand || number < 1 || number > MAX_IMAGES) return c.text('Not Found', 404);
    const key = `${brand.project}/${number}`;
    let photo = photos.get(key);
    if (!photo) photos.set(key, (photo = galleryPhoto(brand.project, number)));
    return c.body(new Uint8Array(photo), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return { app };
}
