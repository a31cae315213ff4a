import { contrastRatio, type ShopSettingsInput, type ShopSettingsValues } from '@pasal/contract';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

// The brand colour (issue #32): typed as #rrggbb or picked, with a preview of a button and a link in
// it and the contrast the server will check (white text on it must stay readable).

const DEMO_COLOUR = '#c2410c';
const HEX = /^#[0-9a-f]{6}$/i;

export function BrandColourField({
  form,
  error,
}: {
  form: UseFormReturn<ShopSettingsInput, unknown, ShopSettingsValues>;
  error: string | undefined;
}) {
  const id = useId();
  const value = useWatch({ control: form.control, name: 'brand_color' }) ?? '';
  const colour = HEX.test(value.trim()) ? value.trim().toLowerCase() : DEMO_COLOUR;
  const ratio = contrastRatio(colour, '#ffffff');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-900">
        Brand colour <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="mt-1.5 flex items-center gap-2">
        <input
          type="color"
          aria-label="Pick the brand colour"
          value={colour}
          onChange={(event) =>
            form.setValue('brand_color', event.target.value, { shouldDirty: true, shouldValidate: true })
          }
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <input
          id={`${id}-text`}
          spellCheck={false}
          autoComplete="off"
          placeholder={DEMO_COLOUR}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
          {...form.register('brand_color')}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        Buttons, links and the browser's bar on phones; blank: the standard orange. Contrast with white:{' '}
        {ratio.toFixed(1)} to 1 (at least 4.8 needed).
      </p>
      <div className="mt-2 flex items-center gap-3" aria-hidden="true">
        <span className="rounded-lg px-3 py-1.5 text-sm font-semibold text-white" style={{ backgroundColor: colour }}>
          Add to Cart
        </span>
        <span className="text-sm font-semibold underline" style={{ color: colour }}>
          View details
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
