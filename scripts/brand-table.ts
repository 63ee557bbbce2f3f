import { BRANDS, NEUTRAL_BRAND, type Brand, type Features } from '../src/brands.ts';
import { code, table } from './markdown.ts';

/** What a brand turns on or off against the flags most brands have. */
function differences({ features }: Brand, usual: Features): string {
  const flags = Object.keys(usual) as Array<keyof Features>;
  const on = flags.filter((flag) => features[flag] && !usual[flag]).map(code);
  const off = flags.filter((flag) => !features[flag] && usual[flag]).map(code);
  return [...on, ...(off.length ? [`no ${off.join(', ')}`] : [])].join('; ') || '—';
}

/** The flags most brands have: each flag's majority value. */
function usualFeatures(): Features {
  const flags = Object.keys(NEUTRAL_BRAND.features) as Array<keyof Features>;
  return Object.fromEntries(
    flags.map((flag) => [flag, BRANDS.filter((brand) => brand.features[flag]).length * 2 > BRANDS.length]),
  ) as unknown as Features;
}

/** The project codes with their brand, subject, flags and colours, light and dark, from src/brands.ts. */
export function renderBrandTable(): string {
  const usual = usualFeatures();
  const on = (Object.keys(usual) as Array<keyof Features>).filter((flag) => usual[flag]).map(code);
  const colours = (brand: Brand, theme: 'light' | 'dark') =>
    `${code(brand.colours[theme].accent)} / ${code(brand.colours[theme].onAccent)}`;
  return [
    `Unless a row says otherwise a brand has ${on.join(', ')}. Colours are \`--kiosk-brand\` / \`--kiosk-on-brand\`; a page with no \`project\`, or an unknown one, gets the neutral brand (last row).`,
    '',
    ...table(
      ['code', 'brand', 'subject', 'differs from the usual flags', 'light', 'dark'],
      [...BRANDS, NEUTRAL_BRAND].map((brand) => [
        code(brand.project),
        brand.name,
        brand.subject,
        differences(brand, usual),
        colours(brand, 'light'),
        colours(brand, 'dark'),
      ]),
    ),
  ].join('\n');
}
