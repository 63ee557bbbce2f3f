import type { CartFields } from './documents.ts';
import type { ResultOf } from './graphql.ts';

/** spec 3.12: the cart as the client reads it. */
export type Cart = ResultOf<typeof CartFields>;
export type CartLine = Cart['lines']['nodes'][number];

/** spec 3.12 cart line input. */
export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes?: Array<{ key: string; value: string }>;
}

export interface CartProblem {
  code?: string | null;
  message: string;
  field?: readonly string[] | null;
  target?: string;
}
