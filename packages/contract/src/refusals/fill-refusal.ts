// Kept apart from the catalogue: the browser's translator needs this, not the catalogue's English.

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by its parameter, passed through `value` (a Nepali page
 * writes numbers in Devanagari digits). A missing parameter leaves the placeholder's name out.
 */
export function fillRefusal(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
  value: (parameter: string | number) => string = String,
): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const parameter = params?.[name];
    return parameter === undefined ? '' : value(parameter);
  });
}
