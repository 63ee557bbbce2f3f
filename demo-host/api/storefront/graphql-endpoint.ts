import type { Context } from 'hono';
import {
  execute,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
} from 'graphql';
import { ACCESS_TOKEN_HEADER, INVALID_ACCESS_TOKEN_BODY, STOREFRONT_ACCESS_TOKEN } from './access-token.ts';
import type { CartStore } from './cart-store.ts';
import { strictFieldResolver } from './field-resolver.ts';
import { readInContext } from './in-context.ts';
import { createRootValue, type StorefrontContext } from './root-resolvers.ts';
import { loadStorefrontSchema } from './schema.ts';
import { shopUrl } from './shop-urls.ts';

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/**
 * `POST /api/2026-04/graphql.json`, answering as Shopify does: 401 without the access token; 400
 * without a query; otherwise 200, with `{errors}` for a query that does not parse or validate against
 * the real schema, and `{data, errors?}` once it runs.
 */
export function graphqlEndpoint(store: CartStore) {
  const rootValue = createRootValue(store);
  return async (c: Context) => {
    if (c.req.header(ACCESS_TOKEN_HEADER) !== STOREFRONT_ACCESS_TOKEN)
      return c.json(INVALID_ACCESS_TOKEN_BODY, 401);
    const request = readRequest(await c.req.json<unknown>().catch(() => undefined));
    if (!request) return c.json({ errors: { query: 'Required parameter missing or invalid' } }, 400);

    const schema = await loadStorefrontSchema();
    const document = parseQuery(request.query);
    if (!('kind' in document)) return c.json({ errors: document.errors });
    const validationErrors = validate(schema, document);
    if (validationErrors.length) return c.json({ errors: validationErrors.map((error) => error.toJSON()) });

    const contextValue: StorefrontContext = {
      shop: shopUrl(c),
      ...readInContext(schema, document, request.operationName, request.variables),
    };
    const result = await execute({
      schema,
      document,
      rootValue,
      contextValue,
      variableValues: request.variables,
      operationName: request.operationName,
      fieldResolver: strictFieldResolver,
    });
    const errors = result.errors?.map((error) => error.toJSON());
    return c.json({ ...(errors ? { errors } : {}), ...('data' in result ? { data: result.data } : {}) });
  };
}

function readRequest(body: unknown): GraphQLRequest | undefined {
  if (typeof body != 'object' || body === null) return undefined;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query != 'string' || !query.trim()) return undefined;
  if (variables != null && (typeof variables != 'object' || Array.isArray(variables))) return undefined;
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: typeof operationName == 'string' ? operationName : undefined,
  };
}

function parseQuery(query: string): DocumentNode | { errors: GraphQLFormattedError[] } {
  try {
    return parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [error.toJSON()] };
    throw error;
  }
}
