import { isObject } from '../../src/field-reader.ts';

/** spec 3.8: the price call's answer. */
export interface StorePrice {
  price: number;
  /** The price as the reader reads it, e.g. '12,99' or '1.299,00'. */
  priceHuman: string;
}

/** A German amount: digits with thousands dots, optionally a comma and decimals. Anything else is unparsable. */
const GERMAN_AMOUNT = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;

/**
 * Reads a price answer (spec 3.8); undefined when it is unparsable (spec 8). `priceHuman` must look like
 * an amount, so markup or prose in it never reaches the link text, not even as text.
 */
export function parseStorePrice(body: unknown): StorePrice | undefined {
  if (!isObject(body)) return undefined;
  const { price, priceHuman } = body;
  if (typeof price != 'number' || !Number.isFinite(price) || price < 0) return undefined;
  if (typeof priceHuman != 'string' || !GERMAN_AMOUNT.test(priceHuman)) return undefined;
  return { price, priceHuman };
}

/** A price with the time it was fetched, in ms since the epoch. */
export interface DatedPrice extends StorePrice {
  at: number;
}

const DAY = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit' });
const TIME = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit' });

/** When the price was fetched, for the decorated link's title: 'Stand: 24.11., 14:05 Uhr' (issue 23). */
export const standText = (at: number) => `Stand: ${DAY.format(at)}, ${TIME.format(at)} Uhr`;

/** spec 2.6: what a decorated link gains, character for character. */
export const priceSuffix = ({ priceHuman }: StorePrice) => ` (ab ${priceHuman} €)`;
