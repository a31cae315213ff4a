import {
  HOME_LIMITS,
  HOME_PROMISE_ICONS,
  type HomeContent,
  type HomeContentInput,
  type HomeSectionMode,
} from '@pasal/contract';
import { useId, type ReactNode } from 'react';
import { Controller, get, useFieldArray, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { ItemList } from '../../components/ui/item-list';
import { Select, Textarea, TextField } from '../../components/ui/field';
import { CategoryImagePicker } from '../catalog-groups';

// The editor's fields for each home-page section (issue #32): how the section shows (built in,
// the owner's own words, hidden), and for its own words each text in English and Nepali, lists of
// slides, promises, figures and testimonials that can be added, moved and removed.

export type HomeForm = UseFormReturn<HomeContentInput, unknown, HomeContent>;
type Path = FieldPath<HomeContentInput>;
export type SectionName = keyof HomeContent;

const MODE_LABELS: Record<HomeSectionMode, string> = {
  builtin: 'Built-in words',
  own: 'Your own',
  hidden: 'Hidden',
};

/** A field's error; a list's own error (none added, too many) may sit on the list or its root. */
function errorOf(form: HomeForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** One text in English and in Nepali, side by side on a computer. */
function Words({
  form,
  path,
  label,
  max,
  long,
  optional,
}: {
  form: HomeForm;
  path: string;
  label: string;
  max: number;
  long?: boolean;
  optional?: boolean;
}) {
  const Control = long ? Textarea : TextField;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Control
        label={`${label} (English)`}
        maxLength={max}
        optional={optional}
        error={errorOf(form, path)}
        {...(long ? { rows: 3 } : {})}
        {...form.register(path as Path)}
      />
      <Control
        label={`${label} (Nepali)`}
        lang="ne"
        optional
        maxLength={max}
        hint="Blank: Nepali pages show the English."
        error={errorOf(form, `${path}_ne`)}
        {...(long ? { rows: 3 } : {})}
        {...form.register(`${path}_ne` as Path)}
      />
    </div>
  );
}

function LinkField({ form, path, label = 'Button link' }: { form: HomeForm; path: string; label?: string }) {
  return (
    <TextField
      label={label}
      spellCheck={false}
      hint="A path on this shop (/products?category=Laptops) or an https:// address."
      error={errorOf(form, path)}
      {...form.register(path as Path)}
    />
  );
}

export interface SectionProps {
  form: HomeForm;
  /** Called when the owner picks "Your own" for this section: fills it from the built-in words if empty. */
  onOwn(section: SectionName): void;
}

/** A section's fieldset: its title, what it is, how it shows, and its own fields when it has them. */
function SectionFieldset({
  form,
  onOwn,
  section,
  title,
  about,
  children,
}: SectionProps & { section: SectionName; title: string; about: string; children: ReactNode }) {
  const id = useId();
  const mode = form.watch(`${section}.mode`);
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-describedby={`${id}-about`}>
      <legend className="px-1 text-base font-semibold text-ink">{title}</legend>
      <p id={`${id}-about`} className="text-sm text-slate-600">
        {about}
      </p>
      <Controller
        control={form.control}
        name={`${section}.mode`}
        render={({ field }) => (
          <div role="radiogroup" aria-label={`${title}: show`} className="mt-3 flex flex-wrap gap-2">
            {(Object.keys(MODE_LABELS) as HomeSectionMode[]).map((value) => (
              <label
                key={value}
                className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
              >
                <input
                  type="radio"
                  className="sr-only"
                  name={field.name}
                  value={value}
                  checked={field.value === value}
                  onChange={() => {
                    field.onChange(value);
                    if (value === 'own') onOwn(section);
                  }}
                />
                {MODE_LABELS[value]}
              </label>
            ))}
          </div>
        )}
      />
      {mode === 'own' ? <div className="mt-4 flex flex-col gap-4">{children}</div> : null}
    </fieldset>
  );
}

export function HeroFields(props: SectionProps) {
  const { form } = props;
  const slides = useFieldArray({ control: form.control, name: 'hero.slides' });
  return (
    <SectionFieldset
      {...props}
      section="hero"
      title="Hero slides"
      about={`The slides at the top of the home page, up to ${HOME_LIMITS.slides}: a picture, a title, a line of text and a button.`}
    >
      <ItemList
        noun="slide"
        fields={slides.fields}
        max={HOME_LIMITS.slides}
        error={errorOf(form, 'hero.slides')}
        move={slides.move}
        remove={slides.remove}
        onAdd={() =>
          slides.append({
            image: '',
            image_alt: '',
            image_alt_ne: '',
            title: '',
            title_ne: '',
            text: '',
            text_ne: '',
            button: '',
            button_ne: '',
            link: '/products',
          })
        }
      >
        {(index) => {
          const path = `hero.slides.${index}`;
          return (
            <>
              <h3 className="mb-3 text-sm font-semibold text-ink">Slide {index + 1}</h3>
              <div className="flex flex-col gap-3">
                <Controller
                  control={form.control}
                  name={`hero.slides.${index}.image`}
                  render={({ field: image }) => (
                    <CategoryImagePicker
                      value={image.value ?? ''}
                      onChange={image.onChange}
                      error={errorOf(form, `${path}.image`)}
                      name={`slide ${index + 1}`}
                      hint="Shown beside the slide's words; a wide picture with space around the product looks best."
                    />
                  )}
                />
                <Words
                  form={form}
                  path={`${path}.image_alt`}
                  label="Picture description"
                  max={HOME_LIMITS.alt}
                  optional
                />
                <Words form={form} path={`${path}.title`} label="Title" max={HOME_LIMITS.title} />
                <Words form={form} path={`${path}.text`} label="Text" max={HOME_LIMITS.text} long optional />
                <Words form={form} path={`${path}.button`} label="Button" max={HOME_LIMITS.button} />
                <LinkField form={form} path={`${path}.link`} />
              </div>
            </>
          );
        }}
      </ItemList>
    </SectionFieldset>
  );
}

const ICON_LABELS: Record<(typeof HOME_PROMISE_ICONS)[number], string> = {
  truck: 'Delivery van',
  shield: 'Shield',
  headset: 'Headset',
  wallet: 'Wallet',
};

export function PromiseFields(props: SectionProps) {
  const { form } = props;
  const items = useFieldArray({ control: form.control, name: 'promises.items' });
  return (
    <SectionFieldset
      {...props}
      section="promises"
      title="Promises"
      about={`The strip of short promises under the categories, up to ${HOME_LIMITS.promises}. The built-in strip says your free-delivery amount and payment methods from Settings.`}
    >
      <ItemList
        noun="promise"
        fields={items.fields}
        max={HOME_LIMITS.promises}
        error={errorOf(form, 'promises.items')}
        move={items.move}
        remove={items.remove}
        onAdd={() => items.append({ icon: 'shield', title: '', title_ne: '', text: '', text_ne: '' })}
      >
        {(index) => (
          <div className="flex flex-col gap-3">
            <Select
              label="Icon"
              className="sm:max-w-xs"
              options={HOME_PROMISE_ICONS.map((icon) => ({ value: icon, label: ICON_LABELS[icon] }))}
              {...form.register(`promises.items.${index}.icon`)}
            />
            <Words form={form} path={`promises.items.${index}.title`} label="Title" max={HOME_LIMITS.title} />
            <Words form={form} path={`promises.items.${index}.text`} label="Text" max={HOME_LIMITS.title} />
          </div>
        )}
      </ItemList>
    </SectionFieldset>
  );
}

export function BannerFields(props: SectionProps) {
  const { form } = props;
  return (
    <SectionFieldset
      {...props}
      section="banner"
      title="Banner"
      about="The wide coloured banner with one button (the built-in one is about gaming)."
    >
      <Words form={form} path="banner.tag" label="Small heading" max={HOME_LIMITS.tag} optional />
      <Words form={form} path="banner.title" label="Title" max={HOME_LIMITS.title} />
      <Words form={form} path="banner.text" label="Text" max={HOME_LIMITS.text} long optional />
      <Words form={form} path="banner.button" label="Button" max={HOME_LIMITS.button} />
      <LinkField form={form} path="banner.link" />
    </SectionFieldset>
  );
}

export function AboutFields(props: SectionProps) {
  const { form } = props;
  const figures = useFieldArray({ control: form.control, name: 'about.figures' });
  return (
    <SectionFieldset
      {...props}
      section="about"
      title="About block"
      about={`A few words about the shop with a "More about us" button, up to ${HOME_LIMITS.figures} figures and where to find you.`}
    >
      <Words form={form} path="about.tag" label="Small heading" max={HOME_LIMITS.tag} optional />
      <Words form={form} path="about.title" label="Title" max={HOME_LIMITS.title} />
      <Words form={form} path="about.text" label="Text" max={HOME_LIMITS.text} long />
      <Words form={form} path="about.visit" label="Where to find you" max={HOME_LIMITS.title} optional />
      <ItemList
        noun="figure"
        fields={figures.fields}
        max={HOME_LIMITS.figures}
        error={errorOf(form, 'about.figures')}
        move={figures.move}
        remove={figures.remove}
        onAdd={() => figures.append({ value: '', label: '', label_ne: '' })}
      >
        {(index) => (
          <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
            <TextField
              label="Figure"
              hint='As written: "2010", "5,000+".'
              maxLength={HOME_LIMITS.figureValue}
              error={errorOf(form, `about.figures.${index}.value`)}
              {...form.register(`about.figures.${index}.value`)}
            />
            <Words form={form} path={`about.figures.${index}.label`} label="Label" max={HOME_LIMITS.figureLabel} />
          </div>
        )}
      </ItemList>
    </SectionFieldset>
  );
}

const STARS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} stars` }));

export function TestimonialFields(props: SectionProps) {
  const { form } = props;
  const items = useFieldArray({ control: form.control, name: 'testimonials.items' });
  return (
    <SectionFieldset
      {...props}
      section="testimonials"
      title="Testimonials"
      about={`What customers say, up to ${HOME_LIMITS.testimonials}, one at a time. Quote real customers who agreed to it.`}
    >
      <ItemList
        noun="testimonial"
        fields={items.fields}
        max={HOME_LIMITS.testimonials}
        error={errorOf(form, 'testimonials.items')}
        move={items.move}
        remove={items.remove}
        onAdd={() =>
          items.append({
            name: '',
            name_ne: '',
            place: '',
            place_ne: '',
            quote: '',
            quote_ne: '',
            rating: 5,
            product: '',
          })
        }
      >
        {(index) => {
          const path = `testimonials.items.${index}`;
          return (
            <div className="flex flex-col gap-3">
              <Words form={form} path={`${path}.name`} label="Name" max={HOME_LIMITS.name} />
              <Words form={form} path={`${path}.place`} label="Town" max={HOME_LIMITS.name} optional />
              <Words form={form} path={`${path}.quote`} label="Words" max={HOME_LIMITS.text} long />
              <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
                <Select
                  label="Stars"
                  options={STARS}
                  error={errorOf(form, `${path}.rating`)}
                  {...form.register(`testimonials.items.${index}.rating`, { valueAsNumber: true })}
                />
                <TextField
                  label="Product bought"
                  optional
                  maxLength={HOME_LIMITS.title}
                  error={errorOf(form, `${path}.product`)}
                  {...form.register(`testimonials.items.${index}.product`)}
                />
              </div>
            </div>
          );
        }}
      </ItemList>
    </SectionFieldset>
  );
}
