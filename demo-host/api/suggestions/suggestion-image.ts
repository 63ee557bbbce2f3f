/** A 16:9 placeholder picture for a suggested article, in a colour picked from its id. */
export function suggestionImage(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="hsl(${hue} 40% 40%)"/>
<path d="M0 300 L200 170 L330 260 L460 140 L640 290 V360 H0 Z" fill="hsl(${hue} 40% 60%)"/>
<circle cx="140" cy="90" r="44" fill="hsl(${(hue + 40) % 360} 70% 75%)"/>
</svg>`;
}
