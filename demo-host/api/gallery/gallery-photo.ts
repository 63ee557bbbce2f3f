import { crc32, deflateSync } from 'node:zlib';

/** A stable number per text, for the picture's colours and shapes. */
const mix = (text: string) => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
};

const WIDTH = 1100;
const HEIGHT = 619;

/** CSS `hsl()` as 8-bit RGB. */
function hsl(hue: number, saturation: number, lightness: number): [number, number, number] {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Digits 0–9, 5 × 7 dots each, row by row (bit 4 is the left column). */
const DIGITS = [
  [14, 17, 19, 21, 25, 17, 14],
  [4, 12, 4, 4, 4, 4, 14],
  [14, 17, 1, 2, 4, 8, 31],
  [31, 2, 4, 2, 1, 17, 14],
  [2, 6, 10, 18, 31, 2, 2],
  [31, 16, 30, 1, 1, 17, 14],
  [6, 8, 16, 30, 17, 17, 14],
  [31, 1, 2, 4, 8, 8, 8],
  [14, 17, 17, 14, 17, 17, 14],
  [14, 17, 17, 15, 1, 2, 12],
] as const;
const DOT = 11;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/**
 * A 16:9 stand-in for a gallery photo (1100 × 619, the highlight slot of spec 9.2): a landscape in
 * colours picked from the brand and the number, with the number large in a corner, so a screenshot
 * shows which image is on screen. A PNG, as a photo would be a raster image: the browser decodes it off
 * the main thread, where an SVG stand-in was laid out and painted on it at every size it was shown
 * (half of the gallery's opening frame at 4× CPU, issue 29's bench), so the bench measured the demo's
 * pictures rather than Kiosk. Drawn here with a palette of six colours, so it needs no image library.
 */
export function galleryPhoto(project: string, number: number): Buffer {
  const hash = mix(`${project}-${number}`);
  const hue = hash % 360;
  const ridge = 300 + (hash % 120);
  const sun = { x: 180 + (hash % 700), y: 140, r: 70 };
  const dip = 470 + (hash % 60);
  const palette = [
    hsl(hue, 45, 72), // sky
    hsl((hue + 50) % 360, 80, 85), // sun
    hsl(hue, 35, 45), // hills
    hsl((hue + 180) % 360, 25, 30), // ground
    [255, 255, 255], // the number
    [0, 0, 0], // its outline
  ].flat();
  // The hills' ridge from (0, ridge) through these points, straight between them.
  const hills: Array<[number, number]> = [
    [260, ridge - 120],
    [470, ridge - 30],
    [720, ridge - 170],
    [1100, ridge - 40],
  ];
  const hillTop = (x: number) => {
    let [x0, y0] = [0, ridge];
    for (const [x1, y1] of hills) {
      if (x1 >= x) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
      [x0, y0] = [x1, y1];
    }
    return y0;
  };
  // The ground's edge, a quadratic curve from (0, 540) over (550, dip) to (1100, 520): x runs evenly with t.
  const groundTop = (x: number) => {
    const t = x / WIDTH;
    return (1 - t) ** 2 * 540 + 2 * (1 - t) * t * dip + t ** 2 * 520;
  };

  // Column by column, top to bottom: sky, sun, hills, ground.
  const pixels = new Uint8Array(WIDTH * HEIGHT);
  for (let x = 0; x < WIDTH; x++) {
    const hill = Math.ceil(hillTop(x));
    const ground = Math.ceil(groundTop(x));
    const reach = sun.r ** 2 - (x - sun.x) ** 2;
    if (reach >= 0)
      for (let y = Math.ceil(sun.y - Math.sqrt(reach)); y <= sun.y + Math.sqrt(reach); y++)
        pixels[y * WIDTH + x] = 1;
    for (let y = hill; y < HEIGHT; y++) pixels[y * WIDTH + x] = y < ground ? 2 : 3;
  }
  // The number, right-aligned at the bottom: white dots with a black edge of two pixels.
  const digits = String(number).split('').map(Number);
  const left = WIDTH - 40 - digits.length * 6 * DOT;
  const top = HEIGHT - 30 - 7 * DOT;
  const dots = (paint: (x: number, y: number) => void) =>
    digits.forEach((digit, place) =>
      DIGITS[digit]?.forEach((row, dy) => {
        for (let dx = 0; dx < 5; dx++)
          if (row & (16 >> dx)) paint(left + (place * 6 + dx) * DOT, top + dy * DOT);
      }),
    );
  const fill = (x0: number, y0: number, size: number, colour: number) => {
    for (let y = y0; y < y0 + size; y++) pixels.fill(colour, y * WIDTH + x0, y * WIDTH + x0 + size);
  };
  dots((x, y) => fill(x - 2, y - 2, DOT + 4, 5));
  dots((x, y) => fill(x, y, DOT, 4));

  // Each row: filter type 0, then its palette indices.
  const raw = new Uint8Array(HEIGHT * (WIDTH + 1));
  for (let y = 0; y < HEIGHT; y++) raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, filter 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Uint8Array.from(palette)),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
