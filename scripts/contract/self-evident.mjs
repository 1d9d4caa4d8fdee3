/**
 * Every field of the published document has a description — its own JSDoc line, or its name's entry in
 * the glossary (glossary.mjs) — except the names listed here, whose name says all there is to say.
 * `npm run contract:lint` fails on any other field without one, so a new field gets words when it is
 * declared. Keep this list short: a name goes here only when a description would repeat it.
 *
 * Besides the list, one kind of name needs none: a key of a map keyed by an enum's values (UPPER_CASE,
 * such as `statusCounts.BOOKED` or `actionHints.PAY`), which the map's own description and the enum's
 * meaning say.
 */
export const SELF_EVIDENT = new Set([
  // Empty today: every field has words of its own or the glossary's.
]);

const ENUM_KEY = /^[A-Z][A-Z0-9_]*$/;

/** Where the document has a field without a description that is neither self-evident nor an enum key: ['Schema.field', …]. */
export function undescribedFields(document) {
  const found = [];
  const walk = (node, where) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, where));
    if (node === null || typeof node !== 'object') return;
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      if (property.description || property.$ref || SELF_EVIDENT.has(name) || ENUM_KEY.test(name)) continue;
      found.push(`${where}.${name}`);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'examples') walk(value, where);
  };
  for (const [name, schema] of Object.entries(document.components.schemas)) walk(schema, name);
  for (const [path, item] of Object.entries(document.paths)) walk(item, path);
  return found;
}
