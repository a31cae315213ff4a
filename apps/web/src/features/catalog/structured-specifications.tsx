import { BOOLEAN_OPTIONS, formatAttributeNumber, type ProductAttribute } from '@pasal/contract';
import { useId } from 'react';
import { localDigits } from '../../components/locale-format';
import { fallbackLang, localText } from '../../i18n';

// A product's structured specifications (issue #35) on its page: grouped as the category's
// template groups them (Performance, Display, ...), each a table of label and value with its
// unit, in the page's language. The free-text specifications follow them (product-details.tsx).

/**
 * A value as the page shows it ("8 GB", "6.8″", "Yes", "Android"), with lang="en" for a choice a
 * Nepali page shows in English (no Nepali entered).
 */
function attributeValueText(attribute: ProductAttribute): { text: string; lang: 'en' | undefined } {
  if (typeof attribute.value === 'number')
    return { text: formatAttributeNumber(attribute.value, attribute.unit, localDigits), lang: undefined };
  if (typeof attribute.value === 'boolean') {
    const option = BOOLEAN_OPTIONS[attribute.value ? 0 : 1]!;
    return { text: localText(option.label, option.label_ne), lang: undefined };
  }
  return {
    text: localText(attribute.value_label ?? attribute.value, attribute.value_label_ne),
    lang: fallbackLang(attribute.value_label_ne),
  };
}

function groupsOf(attributes: readonly ProductAttribute[]): ProductAttribute[][] {
  const groups = new Map<string, ProductAttribute[]>();
  for (const attribute of attributes) {
    const list = groups.get(attribute.group) ?? [];
    list.push(attribute);
    groups.set(attribute.group, list);
  }
  return [...groups.values()];
}

function Group({ attributes }: { attributes: ProductAttribute[] }) {
  const headingId = useId();
  const first = attributes[0]!;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} lang={fallbackLang(first.group_ne)} className="mb-2 text-base font-semibold text-ink">
        {localText(first.group, first.group_ne)}
      </h3>
      <table aria-labelledby={headingId} className="w-full overflow-hidden rounded-xl text-left text-sm">
        <tbody>
          {attributes.map((attribute) => {
            const value = attributeValueText(attribute);
            return (
              <tr key={attribute.key} className="odd:bg-slate-50">
                <th
                  scope="row"
                  lang={fallbackLang(attribute.label_ne)}
                  className="w-2/5 px-4 py-3 align-top font-medium text-slate-700"
                >
                  {localText(attribute.label, attribute.label_ne)}
                </th>
                <td lang={value.lang} className="px-4 py-3 text-ink">
                  {value.text}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function StructuredSpecifications({ attributes }: { attributes: readonly ProductAttribute[] }) {
  if (attributes.length === 0) return null;
  return (
    <div className="flex max-w-3xl flex-col gap-6" data-testid="structured-specifications">
      {groupsOf(attributes).map((group) => (
        <Group key={group[0]!.group} attributes={group} />
      ))}
    </div>
  );
}
