import { NAVIGATION_LIMITS, type ShopSettingsInput } from '@pasal/contract';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';

// The storefront's links (issue #32): the header menu and the footer's Help and Policies columns,
// each a list of up to 8 links with a label in English and, optionally, Nepali, and a path on this
// shop or an https address; moved up and down, added and removed. The contract's navigationSchema
// checks them.

type Form = UseFormReturn<ShopSettingsInput, unknown, unknown>;
type ListName = 'header' | 'footer_help' | 'footer_policies';

const LISTS: { name: ListName; title: string; hint: string }[] = [
  {
    name: 'header',
    title: 'Header menu',
    hint: 'The menu beside the logo on a computer, and the pages in the phone menu.',
  },
  { name: 'footer_help', title: 'Footer: Help', hint: 'The Help column at the foot of every page.' },
  { name: 'footer_policies', title: 'Footer: Policies', hint: 'The Policies column at the foot of every page.' },
];

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition hover:bg-slate-100 disabled:opacity-40';

function LinkList({ form, name, title, hint }: { form: Form; name: ListName; title: string; hint: string }) {
  const links = useFieldArray({ control: form.control, name: `navigation.${name}` });
  const errors = form.formState.errors.navigation?.[name];
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      {errors?.message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.message}
        </p>
      ) : null}
      <ol className="mt-3 flex flex-col gap-3">
        {links.fields.map((field, index) => {
          const label = `${title} link ${index + 1}`;
          const linkErrors = errors?.[index];
          return (
            <li key={field.id} aria-label={label} className="rounded-lg bg-slate-50 p-3">
              <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1.4fr]">
                <TextField
                  label="Label (English)"
                  maxLength={NAVIGATION_LIMITS.label}
                  error={linkErrors?.label?.message}
                  {...form.register(`navigation.${name}.${index}.label`)}
                />
                <TextField
                  label="Label (Nepali)"
                  lang="ne"
                  optional
                  maxLength={NAVIGATION_LIMITS.label}
                  error={linkErrors?.label_ne?.message}
                  {...form.register(`navigation.${name}.${index}.label_ne`)}
                />
                <TextField
                  label="Path or address"
                  spellCheck={false}
                  error={linkErrors?.href?.message}
                  {...form.register(`navigation.${name}.${index}.href`)}
                />
              </div>
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => links.move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${label} down`}
                  disabled={index === links.fields.length - 1}
                  onClick={() => links.move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <Button type="button" variant="ghost" size="sm" onClick={() => links.remove(index)}>
                  Remove {label}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {links.fields.length < NAVIGATION_LIMITS.links ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => links.append({ label: '', label_ne: '', href: '/' })}
        >
          Add a link to {title}
        </Button>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{NAVIGATION_LIMITS.links} links, the most a list can hold.</p>
      )}
    </section>
  );
}

export function NavigationFieldset({ form, className }: { form: Form; className: string }) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-base font-semibold text-ink">Navigation links</legend>
      <p className="mb-3 text-sm text-slate-600">
        The links in the header and the footer. A path starts with / (for example /products?category=Mobiles); another
        site&apos;s address starts with https://. A label without Nepali shows in English on Nepali pages.
      </p>
      <div className="flex flex-col gap-4">
        {LISTS.map((list) => (
          <LinkList key={list.name} form={form} {...list} />
        ))}
      </div>
    </fieldset>
  );
}
