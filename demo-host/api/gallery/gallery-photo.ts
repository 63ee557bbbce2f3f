/** A stable number per text, for the picture's colours and shapes. */
const mix = (text: string) => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
};

/**
 * A 16:9 stand-in for a gallery photo (1100 × 619, the highlight slot of spec 9.2): a landscape in
 * colours picked from the brand and the number, with the number large in a corner, so a screenshot
 * shows which image is on screen.
 */
export function galleryPhoto(project: string, number: number): string {
  const hash = mix(`${project}-${number}`);
  const hue = hash % 360;
  const ridge = 300 + (hash % 120);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="619" viewBox="0 0 1100 619">
<rect width="1100" height="619" fill="hsl(${hue} 45% 72%)"/>
<circle cx="${180 + (hash % 700)}" cy="140" r="70" fill="hsl(${(hue + 50) % 360} 80% 85%)"/>
<path d="M0 ${ridge} L260 ${ridge - 120} L470 ${ridge - 30} L720 ${ridge - 170} L1100 ${ridge - 40} V619 H0 Z" fill="hsl(${hue} 35% 45%)"/>
<path d="M0 540 Q550 ${470 + (hash % 60)} 1100 520 V619 H0 Z" fill="hsl(${(hue + 180) % 360} 25% 30%)"/>
<text x="1060" y="590" text-anchor="end" font-family="sans-serif" font-size="96" font-weight="700" fill="#ffffff" stroke="#000000" stroke-width="3">${number}</text>
</svg>`;
}
