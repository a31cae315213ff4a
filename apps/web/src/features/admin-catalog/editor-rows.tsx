import { LOW_STOCK_THRESHOLD_MAX } from '@pasal/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Select, TextField } from '../../components/ui/field';
import { NEPALI_LABEL, numberOrUnset, pictureOrNone, type EditorValues } from './editor-values';

// The editor's lists (specifications, bulk tiers, colours): each a fieldset whose rows are
// fieldsets too, so a screen reader hears "Specification 2, Name". Rows are added, removed and
// (specifications) moved with buttons; after a move the focus follows the row.

type Form = UseFormReturn<EditorValues>;

/** Moves focus to an element once React has drawn the change (a moved or added row). */
function focusSoon(id: string, fallback?: string) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
    if (element && !element.disabled) element.focus();
    else if (fallback) document.getElementById(fallback)?.focus();
  });
}

function RowGroup({ legend, children, actions }: { legend: string; children: ReactNode; actions: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        {children}
        <div className="flex flex-wrap gap-1 sm:mt-7">{actions}</div>
      </div>
    </fieldset>
  );
}

function ListGroup({
  legend,
  hint,
  children,
  error,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
  error?: string | undefined;
}) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </fieldset>
  );
}

const rootError = (errors: FieldErrors<EditorValues>, key: 'specifications' | 'bulk_discounts' | 'colors') =>
  errors[key]?.message ?? errors[key]?.root?.message;

export function SpecificationRows({ form }: { form: Form }) {
  const rows = useFieldArray({ control: form.control, name: 'specifications', keyName: 'key' });
  const { errors } = form.formState;
  return (
    <ListGroup
      legend="Specifications"
      hint="Shown as a table on the product page, in this order."
      error={rootError(errors, 'specifications')}
    >
      {rows.fields.map((row, index) => (
        <RowGroup
          key={row.key}
          legend={`Specification ${index + 1}`}
          actions={
            <>
              <Button
                id={`spec-${index}-up`}
                size="sm"
                variant="ghost"
                aria-label={`Move specification ${index + 1} up`}
                disabled={index === 0}
                onClick={() => {
                  rows.move(index, index - 1);
                  focusSoon(`spec-${index - 1}-up`, `spec-${index - 1}-down`);
                }}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                id={`spec-${index}-down`}
                size="sm"
                variant="ghost"
                aria-label={`Move specification ${index + 1} down`}
                disabled={index === rows.fields.length - 1}
                onClick={() => {
                  rows.move(index, index + 1);
                  focusSoon(`spec-${index + 1}-down`, `spec-${index + 1}-up`);
                }}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove specification ${index + 1}`}
                onClick={() => {
                  rows.remove(index);
                  focusSoon('add-specification');
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </>
          }
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Name"
              error={errors.specifications?.[index]?.title?.message}
              {...form.register(`specifications.${index}.title`)}
            />
            <TextField
              label="Value"
              error={errors.specifications?.[index]?.answer?.message}
              {...form.register(`specifications.${index}.answer`)}
            />
            <TextField
              label={NEPALI_LABEL.spec_title}
              optional
              lang="ne"
              error={errors.specifications?.[index]?.title_ne?.message}
              {...form.register(`specifications.${index}.title_ne`)}
            />
            <TextField
              label={NEPALI_LABEL.spec_answer}
              optional
              lang="ne"
              hint="Only when the value is words: sizes and model numbers show as they are"
              error={errors.specifications?.[index]?.answer_ne?.message}
              {...form.register(`specifications.${index}.answer_ne`)}
            />
          </div>
        </RowGroup>
      ))}
      <div>
        <Button
          id="add-specification"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => {
            rows.append(
              { title: '', answer: '', title_ne: '', answer_ne: '' },
              { focusName: `specifications.${rows.fields.length}.title` },
            );
          }}
        >
          Add specification
        </Button>
      </div>
    </ListGroup>
  );
}

export function BulkTierRows({ form }: { form: Form }) {
  const rows = useFieldArray({ control: form.control, name: 'bulk_discounts', keyName: 'key' });
  const { errors } = form.formState;
  return (
    <ListGroup
      legend="Bulk discounts"
      hint="A percentage off the discount price when a shopper buys at least this many."
      error={rootError(errors, 'bulk_discounts')}
    >
      {rows.fields.map((row, index) => (
        <RowGroup
          key={row.key}
          legend={`Tier ${index + 1}`}
          actions={
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove tier ${index + 1}`}
              onClick={() => {
                rows.remove(index);
                focusSoon('add-tier');
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          }
        >
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Minimum quantity"
              type="number"
              inputMode="numeric"
              min={2}
              step={1}
              error={errors.bulk_discounts?.[index]?.min_quantity?.message}
              {...form.register(`bulk_discounts.${index}.min_quantity`, { setValueAs: numberOrUnset })}
            />
            <TextField
              label="Discount (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={99.99}
              step={0.01}
              error={errors.bulk_discounts?.[index]?.discount_percentage?.message}
              {...form.register(`bulk_discounts.${index}.discount_percentage`, { setValueAs: numberOrUnset })}
            />
          </div>
        </RowGroup>
      ))}
      <div>
        <Button
          id="add-tier"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() =>
            rows.append(
              { min_quantity: undefined as unknown as number, discount_percentage: undefined as unknown as number },
              { focusName: `bulk_discounts.${rows.fields.length}.min_quantity` },
            )
          }
        >
          Add tier
        </Button>
      </div>
    </ListGroup>
  );
}

/** A picture of the product a colour may show (the product page's gallery turns to it, issue #35). */
export interface ColourPicture {
  id: number;
  image: string;
  alt: string;
}

/**
 * `shopThreshold`: the shop's low-stock threshold, for the hint (unknown for a new product).
 * `pictures`: the product's pictures, one of which each colour may show (none before the first upload).
 */
export function ColourRows({
  form,
  shopThreshold,
  pictures = [],
}: {
  form: Form;
  shopThreshold?: number | undefined;
  pictures?: readonly ColourPicture[];
}) {
  const rows = useFieldArray({ control: form.control, name: 'colors', keyName: 'key' });
  const { errors } = form.formState;
  const hexes = form.watch('colors');
  const pictureOptions = pictures.map((picture, position) => ({
    value: String(picture.id),
    label: picture.alt ? `Picture ${position + 1}: ${picture.alt}` : `Picture ${position + 1}`,
  }));
  return (
    <ListGroup
      legend="Colours and stock"
      hint="With colours, each colour has its own stock and the product's stock is their sum. Without colours, the product has one stock figure."
      error={rootError(errors, 'colors')}
    >
      {rows.fields.length === 0 ? (
        <TextField
          label="Stock (units)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="max-w-48"
          error={errors.stock?.message}
          {...form.register('stock', { setValueAs: numberOrUnset })}
        />
      ) : null}
      {rows.fields.map((row, index) => {
        const hex = hexes[index]?.hex_code ?? '';
        const shown = pictures.find((picture) => picture.id === hexes[index]?.image_id);
        return (
          <RowGroup
            key={row.key}
            legend={`Colour ${index + 1}`}
            actions={
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove colour ${index + 1}`}
                onClick={() => {
                  rows.remove(index);
                  focusSoon('add-colour');
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            }
          >
            <div className="flex min-w-0 flex-col gap-3">
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <TextField
                  label="Colour name"
                  className="col-span-2 sm:col-span-1"
                  error={errors.colors?.[index]?.color_name?.message}
                  {...form.register(`colors.${index}.color_name`)}
                />
                <TextField
                  label={NEPALI_LABEL.color_name}
                  optional
                  lang="ne"
                  className="col-span-2 sm:col-span-1"
                  error={errors.colors?.[index]?.color_name_ne?.message}
                  {...form.register(`colors.${index}.color_name_ne`)}
                />
                <div className="flex items-start gap-2">
                  <TextField
                    label="Colour code"
                    placeholder="#1A2B3C"
                    spellCheck={false}
                    className="flex-1"
                    error={errors.colors?.[index]?.hex_code?.message}
                    {...form.register(`colors.${index}.hex_code`)}
                  />
                  <span
                    aria-hidden="true"
                    className="mt-9 size-7 shrink-0 rounded-full ring-1 ring-slate-400"
                    style={{ backgroundColor: /^#[0-9a-f]{6}$/i.test(hex) ? hex : 'transparent' }}
                  />
                </div>
                <TextField
                  label="Stock (units)"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  error={errors.colors?.[index]?.quantity?.message}
                  {...form.register(`colors.${index}.quantity`, { setValueAs: numberOrUnset })}
                />
              </div>
              {pictures.length > 0 ? (
                <div className="flex items-start gap-3">
                  <Select
                    label="Picture in this colour"
                    optional
                    hint="The product page shows it when a shopper chooses this colour"
                    placeholder="None"
                    options={pictureOptions}
                    className="min-w-0 flex-1 sm:max-w-sm"
                    error={errors.colors?.[index]?.image_id?.message}
                    {...form.register(`colors.${index}.image_id`, { setValueAs: pictureOrNone })}
                  />
                  {shown ? (
                    <img
                      src={shown.image}
                      alt=""
                      width={44}
                      height={44}
                      className="mt-7 size-11 shrink-0 rounded-md border border-slate-200 object-cover"
                    />
                  ) : null}
                </div>
              ) : null}
            </div>
          </RowGroup>
        );
      })}
      <div>
        <Button
          id="add-colour"
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() =>
            rows.append(
              { color_name: '', color_name_ne: '', hex_code: '#000000', quantity: 0 },
              { focusName: `colors.${rows.fields.length}.color_name` },
            )
          }
        >
          Add colour
        </Button>
      </div>
      <TextField
        label="Low-stock level (units)"
        optional
        type="number"
        inputMode="numeric"
        min={0}
        max={LOW_STOCK_THRESHOLD_MAX}
        step={1}
        className="max-w-md"
        hint={`“Low stock” on the products list and the dashboard at this many units or fewer. Blank: the shop’s level${
          shopThreshold !== undefined ? ` (${shopThreshold})` : ''
        }, set in Settings.`}
        error={errors.low_stock_threshold?.message}
        {...form.register('low_stock_threshold', { setValueAs: (text: unknown) => numberOrUnset(text) ?? null })}
      />
    </ListGroup>
  );
}
