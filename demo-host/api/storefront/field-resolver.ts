import { GraphQLError, type GraphQLFieldResolver } from 'graphql';

/**
 * graphql's default resolver, except that a field the emulator's objects do not carry is an error
 * naming the field, instead of a null. The emulator models the fields a cart client reads, not all of
 * Shopify's; a silent null there would look like real data, or surface as a confusing non-null error.
 */
export const strictFieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, args, context, info) => {
  if (typeof source != 'object' || source === null || !(info.fieldName in source))
    throw new GraphQLError(
      `The Kiosk demo storefront does not emulate ${info.parentType.name}.${info.fieldName}.`,
      { extensions: { code: 'NOT_EMULATED' } },
    );
  const value: unknown = Reflect.get(source, info.fieldName);
  return typeof value == 'function' ? value.call(source, args, context, info) : value;
};
