import { isObject } from '../../src/field-reader.ts';
import type { PaidBoxPlan } from '../../features/training-plans/paid-box-markup.ts';

/** A plan as the list call answers it (features/training-plans/training-plans-calls.ts). */
export interface TrainingPlan extends PaidBoxPlan {
  category: string;
  goal: string;
  targetTime: string | null;
  level: string;
  weeks: number;
  daysPerWeek: number;
  merchandiseId: string;
}

const EURO = /^\d{1,4}\.\d{2}$/;
const text = (value: unknown): value is string => typeof value == 'string' && value.trim() != '';
const count = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** A plan from the list answer, or undefined when it does not fit (the list shows the others). */
export function parseTrainingPlan(raw: unknown): TrainingPlan | undefined {
  if (!isObject(raw)) return undefined;
  const { id, title, category, goal, targetTime, level, weeks, daysPerWeek, pages, price, cover } = raw;
  const { merchandiseId, productUrl, sampleUrl } = raw;
  if (![id, title, category, goal, level, merchandiseId, productUrl].every(text)) return undefined;
  if (!(targetTime === null || text(targetTime))) return undefined;
  if (![weeks, daysPerWeek, pages].every(count)) return undefined;
  if (!isObject(price) || typeof price.amount != 'string' || !EURO.test(price.amount)) return undefined;
  if (!isObject(cover) || !text(cover.url) || !count(cover.width) || !count(cover.height)) return undefined;
  return {
    id: id as string,
    title: title as string,
    category: category as string,
    goal: goal as string,
    targetTime: targetTime as string | null,
    level: level as string,
    weeks: weeks as number,
    daysPerWeek: daysPerWeek as number,
    pages: pages as number,
    price: price.amount,
    cover: { url: cover.url, width: cover.width, height: cover.height },
    merchandiseId: merchandiseId as string,
    productUrl: productUrl as string,
    ...(text(sampleUrl) && { sampleUrl }),
  };
}
