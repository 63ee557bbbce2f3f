import { GraphQLError } from 'graphql';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

/**
 * A Relay connection over a list, as Shopify pages `Cart.lines` and `Cart.deliveryGroups`: `first` or
 * `last` is required (Shopify rejects a connection without either), cursors are opaque, and
 * `reverse` flips the list before paging.
 */
export function connection<T>(items: readonly T[], args: ConnectionArgs) {
  if (args.first == null && args.last == null)
    throw new GraphQLError('you must provide one of first or last', {
      extensions: { code: 'BAD_REQUEST' },
    });
  const ordered = args.reverse ? [...items].reverse() : items;
  let start = args.after ? decodeCursor(args.after) + 1 : 0;
  let end = args.before ? decodeCursor(args.before) : ordered.length;
  if (args.first != null) end = Math.min(end, start + Math.max(0, args.first));
  if (args.last != null) start = Math.max(start, end - Math.max(0, args.last));
  const edges = ordered
    .slice(start, end)
    .map((node, offset) => ({ node, cursor: encodeCursor(start + offset) }));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function encodeCursor(index: number): string {
  return Buffer.from(JSON.stringify({ index })).toString('base64url');
}

function decodeCursor(cursor: string): number {
  try {
    const { index } = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { index?: unknown };
    if (typeof index == 'number' && Number.isInteger(index) && index >= 0) return index;
  } catch {
    // Falls through to the error below: a malformed cursor is the caller's mistake, not ours.
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`, { extensions: { code: 'BAD_REQUEST' } });
}
