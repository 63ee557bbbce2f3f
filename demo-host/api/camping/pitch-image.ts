import type { SeedPitch } from './seed.ts';

const SKIES = ['#9ccfe8', '#b5d9ef', '#f2c79b', '#c9e1f2', '#aac6e0'];
const HILLS = ['#5f9a58', '#4c8a64', '#7aa95a', '#3f7f5b', '#8aae6a'];
const VEHICLES = ['#f4f1ea', '#e8e2d3', '#d9534f', '#3d6fa8', '#f0b429'];

/**
 * A generated picture of a pitch (issue 28: generated images, no photos of real places): sky, hills,
 * maybe water, and a camper or a tent, in colours fixed by the pitch and the picture's number. 3:2.
 */
export function pitchImage(pitch: SeedPitch, index: number) {
  const pick = (list: readonly string[], salt: number) =>
    list[(pitch.hash + index * 7 + salt) % list.length] ?? '#ffffff';
  const water = pitch.amenities.includes('wasser')
    ? '<rect x="0" y="150" width="600" height="60" fill="#4a90c2"/>'
    : '';
  const shelter =
    pitch.type == 'stellplatz'
      ? `<rect x="${220 + index * 40}" y="250" width="190" height="80" rx="14" fill="${pick(VEHICLES, 2)}"/><circle cx="${265 + index * 40}" cy="335" r="18" fill="#333"/><circle cx="${370 + index * 40}" cy="335" r="18" fill="#333"/>`
      : `<polygon points="${240 + index * 30},330 ${320 + index * 30},230 ${400 + index * 30},330" fill="${pick(VEHICLES, 3)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400"><rect width="600" height="400" fill="${pick(SKIES, 0)}"/><circle cx="${480 - index * 60}" cy="80" r="34" fill="#fff4c2"/><path d="M0 190 Q150 ${120 + index * 10} 300 180 T600 170 V400 H0Z" fill="${pick(HILLS, 1)}"/>${water}<rect x="0" y="300" width="600" height="100" fill="${pick(HILLS, 4)}"/>${shelter}</svg>`;
}
