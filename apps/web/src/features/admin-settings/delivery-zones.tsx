import { nepalDistricts, type ShopSettingsInput } from '@pasal/contract';
import { useId, useState } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField, Textarea } from '../../components/ui/field';

// Delivery zones by district (issue #20): each zone's name, districts (picked from the 77 in a
// searchable list, or "every other district"), charge in rupees (stored in paisa) and promised
// business days; the days until a pickup order is ready; the shop's holidays. The contract's
// deliveryConfigSchema checks the whole (one zone for the rest, no district in two zones).

type Form = UseFormReturn<ShopSettingsInput, unknown, unknown>;

const DISTRICTS = [...nepalDistricts()].sort((a, b) => a.nameEn.localeCompare(b.nameEn));
const districtName = new Map(DISTRICTS.map((district) => [district.id, district.nameEn]));

const toPaisa = (value: string) => (value.trim() === '' ? Number.NaN : Math.round(Number(value) * 100));
// react-hook-form also passes the default value (a number) through setValueAs.
const toDays = (value: unknown) =>
  typeof value === 'number' ? value : String(value ?? '').trim() === '' ? Number.NaN : Number(value);

function DistrictPicker({
  value,
  onChange,
  label,
}: {
  value: number[] | 'rest';
  onChange: (next: number[] | 'rest') => void;
  label: string;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  if (value === 'rest') {
    return (
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked onChange={() => onChange([])} /> Every district no other zone names
        </label>
      </div>
    );
  }
  const shown = DISTRICTS.filter((district) => district.nameEn.toLowerCase().includes(query.trim().toLowerCase()));
  const toggle = (districtId: number) =>
    onChange(value.includes(districtId) ? value.filter((idOf) => idOf !== districtId) : [...value, districtId]);
  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-ink">Districts of {label}</p>
      <p className="text-sm text-slate-700">
        {value.length === 0 ? 'None chosen yet.' : value.map((districtId) => districtName.get(districtId)).join(', ')}
      </p>
      <label htmlFor={`${id}-search`} className="mt-2 block text-sm text-slate-700">
        Find a district
      </label>
      <input
        id={`${id}-search`}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <ul className="mt-2 grid max-h-48 grid-cols-2 gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-3">
        {shown.map((district) => (
          <li key={district.id}>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={value.includes(district.id)} onChange={() => toggle(district.id)} />
              {district.nameEn}
            </label>
          </li>
        ))}
      </ul>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={false} onChange={() => onChange('rest')} /> Every district no other zone names
        instead
      </label>
    </div>
  );
}

/** One date a line; the text is kept as typed, the form holds the non-empty lines. */
function HolidaysField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error: string | undefined;
}) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <Textarea
      label="Holidays"
      hint="One date a line, YYYY-MM-DD (Dashain, Tihar …): no deliveries and no pickups."
      error={error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        );
      }}
    />
  );
}

export function DeliveryZonesFieldset({ form, className }: { form: Form; className: string }) {
  const zones = useFieldArray({ control: form.control, name: 'delivery.zones' });
  const errors = form.formState.errors.delivery;
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="px-1 text-base font-semibold text-ink">Delivery zones</legend>
      <p className="mb-3 text-sm text-slate-600">
        Checkout charges the zone of the shopper's district (a product's own higher delivery charge still wins) and
        promises delivery within its business days. Saturdays and the holidays below do not count.
      </p>
      {errors?.zones?.message ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {errors.zones.message}
        </p>
      ) : null}
      <ol className="space-y-4">
        {zones.fields.map((zone, index) => {
          const zoneErrors = errors?.zones?.[index];
          const name = form.watch(`delivery.zones.${index}.name`) || `zone ${index + 1}`;
          return (
            <li key={zone.id} className="rounded-lg border border-slate-200 p-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Zone name"
                  error={zoneErrors?.name?.message}
                  {...form.register(`delivery.zones.${index}.name`)}
                />
                <Controller
                  control={form.control}
                  name={`delivery.zones.${index}.chargePaisa`}
                  render={({ field, fieldState }) => (
                    <TextField
                      label="Charge (Rs.)"
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step={0.01}
                      error={fieldState.error?.message}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value / 100)}
                      onChange={(event) => field.onChange(toPaisa(event.target.value))}
                    />
                  )}
                />
                <TextField
                  label="Delivered from (business days)"
                  type="number"
                  min={0}
                  error={zoneErrors?.businessDays?.min?.message}
                  {...form.register(`delivery.zones.${index}.businessDays.min`, { setValueAs: toDays })}
                />
                <TextField
                  label="Delivered by (business days)"
                  type="number"
                  min={0}
                  error={zoneErrors?.businessDays?.max?.message}
                  {...form.register(`delivery.zones.${index}.businessDays.max`, { setValueAs: toDays })}
                />
                <Controller
                  control={form.control}
                  name={`delivery.zones.${index}.districtIds`}
                  render={({ field }) => (
                    <DistrictPicker value={field.value ?? []} onChange={field.onChange} label={name} />
                  )}
                />
                {zoneErrors?.districtIds?.message ? (
                  <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                    {zoneErrors.districtIds.message}
                  </p>
                ) : null}
              </div>
              {zones.fields.length > 1 ? (
                <Button type="button" variant="secondary" className="mt-3" onClick={() => zones.remove(index)}>
                  Remove {name}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="secondary"
        className="mt-3"
        onClick={() =>
          zones.append({
            id: `zone-${Date.now().toString(36)}`,
            name: '',
            districtIds: [],
            chargePaisa: 0,
            businessDays: { min: 1, max: 3 },
          })
        }
      >
        Add a zone
      </Button>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Pickup ready after (business days)"
          type="number"
          min={0}
          hint="Store pickup is free; the order waits at the shop from this many business days after it is placed."
          error={errors?.pickupReadyBusinessDays?.message}
          {...form.register('delivery.pickupReadyBusinessDays', { setValueAs: toDays })}
        />
        <Controller
          control={form.control}
          name="delivery.holidays"
          render={({ field }) => (
            <HolidaysField
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors?.holidays?.message ?? errors?.holidays?.[0]?.message}
            />
          )}
        />
      </div>
    </fieldset>
  );
}
