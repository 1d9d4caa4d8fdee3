/**
 * One definition per enumeration: its values, Chinese labels and (for statuses) tag colours.
 * Screens read labels, options and colours from here; nothing repeats them.
 */
export interface EnumItem {
  label: string;
  /** antd Tag colour for statuses. */
  color?: string;
}

export interface EnumDef<K extends string> {
  readonly items: Readonly<Record<K, EnumItem>>;
  readonly values: readonly K[];
  /** Select / Radio options in declaration order. */
  readonly options: readonly { value: K; label: string }[];
  /** Chinese label; an unknown value is shown as it came. */
  label(value: string | null | undefined): string;
  color(value: string | null | undefined): string | undefined;
  is(value: unknown): value is K;
}

export function defineEnum<const T extends Record<string, EnumItem>>(items: T): EnumDef<keyof T & string> {
  type K = keyof T & string;
  const values = Object.keys(items) as K[];
  const lookup = items as unknown as Record<string, EnumItem | undefined>;
  return {
    items: items as unknown as Record<K, EnumItem>,
    values,
    options: values.map((value) => ({ value, label: lookup[value]!.label })),
    label: (value) => (value == null ? '' : (lookup[value]?.label ?? value)),
    color: (value) => (value == null ? undefined : lookup[value]?.color),
    is: (value): value is K => typeof value === 'string' && Object.hasOwn(items, value),
  };
}

/** The union of an enum's values: `type OrganType = EnumValue<typeof OrganType>`. */
export type EnumValue<E> = E extends EnumDef<infer K> ? K : never;
