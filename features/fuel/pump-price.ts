/**
 * A price in the German pump style: euros with two decimals and the tenth of a cent raised small
 * ('1,75⁹ €'). `text` is the same price for assistive technology and logs ('1,759 €').
 */
export interface PumpPrice {
  main: string;
  ninth: string;
  text: string;
}

export function formatPumpPrice(euros: number): PumpPrice {
  // Whole tenths of a cent: the unit MTS-K reports; rounding avoids 1.759 → 1,758999….
  const tenths = Math.round(euros * 1000);
  const whole = Math.floor(tenths / 1000);
  const rest = String(tenths % 1000).padStart(3, '0');
  const main = `${whole},${rest.slice(0, 2)}`;
  const ninth = rest.slice(2);
  return { main, ninth, text: `${main}${ninth} €` };
}
