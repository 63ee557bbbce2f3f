/** A JSON object as read from the page (`#kiosk-config`, `#kiosk-page`, `data-props`). */
export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads typed fields from one JSON object and collects its problems, so a developer gets one console
 * error listing all of them rather than one per field. Used for the config blocks and widget props.
 */
export class FieldReader {
  readonly problems: string[] = [];
  constructor(
    private readonly source: Json,
    private readonly prefix = '',
  ) {}

  /** The field if it has the type; otherwise a problem and `fallback`. Missing fields are `fallback`. */
  private typed<T>(key: string, isType: (value: unknown) => boolean, expected: string, fallback: T): T {
    // Own fields only: `{}`'s inherited `constructor` or `toString` is not a field an editor wrote.
    if (!Object.hasOwn(this.source, key) || this.source[key] === undefined) return fallback;
    const value = this.source[key];
    if (isType(value)) return value as T;
    this.problems.push(`${this.prefix}${key} must be ${expected}`);
    return fallback;
  }

  string(key: string, fallback: string): string;
  string(key: string): string | undefined;
  string(key: string, fallback?: string): string | undefined {
    return this.typed(key, (value) => typeof value === 'string', 'a string', fallback);
  }

  number(key: string): number | undefined {
    return this.typed(
      key,
      (value) => typeof value === 'number' && Number.isFinite(value),
      'a number',
      undefined,
    );
  }

  boolean(key: string, fallback: boolean): boolean;
  boolean(key: string): boolean | undefined;
  boolean(key: string, fallback?: boolean): boolean | undefined {
    return this.typed(key, (value) => typeof value === 'boolean', 'true or false', fallback);
  }

  object(key: string): FieldReader | undefined {
    const value = this.typed<Json | undefined>(key, isObject, 'an object', undefined);
    return value && new FieldReader(value, `${this.prefix}${key}.`);
  }

  /** The object itself, for fields a caller hands on as they are (hooks, slot maps). */
  raw(key: string): Json | undefined {
    return this.typed<Json | undefined>(key, isObject, 'an object', undefined);
  }

  /** Records a problem that is not about one field's type ('merchandiseId is required'). */
  problem(message: string): void {
    this.problems.push(`${this.prefix}${message}`);
  }
}
