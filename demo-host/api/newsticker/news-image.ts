/** A 16:9 placeholder picture for a demo news item, in a colour picked from its id. */
export function newsImage(id: string, rubric: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const text = rubric.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="hsl(${hue} 45% 42%)"/>
<circle cx="520" cy="90" r="60" fill="hsl(${hue} 45% 62%)"/>
<text x="32" y="320" font-family="sans-serif" font-size="40" fill="#fff">${text}</text>
</svg>`;
}
