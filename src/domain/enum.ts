import catalogue from './enums.json';

/**
 * One definition per enumeration: its values, Chinese labels and (for statuses) tag colours.
 * Screens read labels, options and colours from here; nothing repeats them.
 */
export interface EnumItem {
  label: string;
  /** antd Tag colour for statuses. */
  color?: string;
  /** What a value means where its label does not say it (the gateway contract shows it beside the label). */
  note?: string;
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

/**
 * The domain's enumerations are data: enums.json holds each one's values in order, with its label, colour
 * and note (docs/decisions.md "Enumerations are a catalogue"). Its property names stay literal types, so an
 * enum made from it has the same value union as one written out, and the contract generator reads the
 * same file to give each value its label.
 */
type Catalogue = typeof catalogue;
export type EnumName = keyof Catalogue;

/** The catalogue's enumeration `name`; its module exports it with the doc comment that says what it is. */
export function enumOf<N extends EnumName>(name: N): EnumDef<keyof Catalogue[N] & string> {
  return defineEnum(catalogue[name] as Record<keyof Catalogue[N] & string, EnumItem>);
}
