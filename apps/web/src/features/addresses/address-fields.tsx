import {
  districtsOf,
  localLevelName,
  localLevelsOf,
  nepalProvinces,
  NEPAL_ADDRESS_LIMITS,
  toDevanagariDigits,
  wardCountOf,
} from '@pasal/contract';
import { useId, useMemo } from 'react';
import { Controller, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { controlClass, Field } from '../../components/ui/field';
import { activeLocale, t } from '../../i18n';
import { addressErrorText } from './address-errors';
import { Combobox, normalizeSearch, type ComboboxOption } from './combobox';
import { ADDRESS_FIELD_NAMES, type NepalAddressFieldsProps } from './field-names';

// The address picker itself. It carries Nepal's 753 local levels (through geography.ts), so it is
// loaded only through NepalAddressFields (nepal-address-fields.tsx), its own lazy chunk.

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

export function AddressFields({ names: given, idPrefix, disabled }: NepalAddressFieldsProps) {
  const names = { ...ADDRESS_FIELD_NAMES, ...given };
  const madeUp = useId().replace(/:/g, '');
  const id = (field: string) => `${idPrefix ?? `address${madeUp}`}-${field}`;
  const language = activeLocale();
  const { control, register, setValue } = useFormContext();
  const { errors } = useFormState({ control });
  const [provinceId, districtId, localLevelId] = useWatch({
    control,
    name: [names.provinceId, names.districtId, names.localLevelId],
  }) as [number | undefined, number | undefined, number | undefined];

  const error = (name: string): string | undefined => {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? addressErrorText(message) : undefined;
  };
  const digits = (text: string) => (language === 'ne' ? toDevanagariDigits(text) : text);

  const districtOptions = useMemo<ComboboxOption[]>(
    () =>
      provinceId
        ? districtsOf(provinceId).map((district) => ({
            value: district.id,
            label: language === 'ne' ? district.nameNe : district.nameEn,
            search: normalizeSearch(`${district.nameEn} ${district.nameNe}`),
          }))
        : [],
    [provinceId, language],
  );
  const localLevelOptions = useMemo<ComboboxOption[]>(
    () =>
      districtId
        ? localLevelsOf(districtId).map((level) => ({
            value: level.id,
            label: localLevelName(level, language),
            search: normalizeSearch(`${localLevelName(level, 'en')} ${localLevelName(level, 'ne')}`),
          }))
        : [],
    [districtId, language],
  );
  const wardCount = localLevelId ? wardCountOf(localLevelId) : 0;

  // Choosing a higher level empties the levels below it: they belonged to the old choice.
  const clear = (...fields: string[]) => {
    for (const field of fields) setValue(field, undefined, { shouldDirty: true });
  };

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Controller
        name={names.provinceId}
        control={control}
        render={({ field }) => (
          <Field label={t('address.province')} id={id('province')} error={error(field.name)} requiredMark>
            {(controlProps) => (
              <select
                {...controlProps}
                ref={field.ref}
                name={field.name}
                required
                disabled={disabled}
                autoComplete="address-level1"
                className={`${controlClass} h-11 pr-8`}
                value={(field.value as number | undefined) ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const next = toNumber(event.target.value);
                  if (next === field.value) return;
                  field.onChange(next);
                  clear(names.districtId, names.localLevelId, names.ward);
                }}
              >
                <option value="">{t('address.chooseProvince')}</option>
                {nepalProvinces().map((province) => (
                  <option key={province.id} value={province.id}>
                    {language === 'ne' ? province.nameNe : province.nameEn}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Controller
        name={names.districtId}
        control={control}
        render={({ field }) => (
          <Field
            label={t('address.district')}
            id={id('district')}
            error={error(field.name)}
            hint={provinceId ? undefined : t('address.chooseProvinceFirst')}
            requiredMark
          >
            {(controlProps) => (
              <Combobox
                {...controlProps}
                name={field.name}
                inputRef={field.ref}
                required
                disabled={disabled || !provinceId}
                placeholder={t('address.chooseDistrict')}
                options={districtOptions}
                value={field.value as number | undefined}
                onBlur={field.onBlur}
                onChange={(next) => {
                  field.onChange(next);
                  clear(names.localLevelId, names.ward);
                }}
              />
            )}
          </Field>
        )}
      />
      <Controller
        name={names.localLevelId}
        control={control}
        render={({ field }) => (
          <Field
            label={t('address.localLevel')}
            id={id('local-level')}
            error={error(field.name)}
            hint={districtId ? undefined : t('address.chooseDistrictFirst')}
            requiredMark
          >
            {(controlProps) => (
              <Combobox
                {...controlProps}
                name={field.name}
                inputRef={field.ref}
                required
                disabled={disabled || !districtId}
                placeholder={t('address.chooseLocalLevel')}
                options={localLevelOptions}
                value={field.value as number | undefined}
                onBlur={field.onBlur}
                onChange={(next) => {
                  field.onChange(next);
                  clear(names.ward);
                }}
              />
            )}
          </Field>
        )}
      />
      <Controller
        name={names.ward}
        control={control}
        render={({ field }) => (
          <Field
            label={t('address.ward')}
            id={id('ward')}
            error={error(field.name)}
            hint={localLevelId ? undefined : t('address.chooseLocalLevelFirst')}
            requiredMark
          >
            {(controlProps) => (
              <select
                {...controlProps}
                ref={field.ref}
                name={field.name}
                required
                disabled={disabled || !localLevelId}
                className={`${controlClass} h-11 pr-8`}
                value={(field.value as number | undefined) ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(toNumber(event.target.value))}
              >
                <option value="">{t('address.chooseWard')}</option>
                {Array.from({ length: wardCount }, (_, index) => index + 1).map((ward) => (
                  <option key={ward} value={ward}>
                    {t('address.wardNumber', { ward: digits(String(ward)) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <Field label={t('address.tole')} id={id('tole')} error={error(names.tole)} className="sm:col-span-2" requiredMark>
        {(controlProps) => (
          <input
            {...controlProps}
            {...register(names.tole)}
            required
            disabled={disabled}
            autoComplete="address-line1"
            maxLength={NEPAL_ADDRESS_LIMITS.tole}
            placeholder={t('address.tolePlaceholder')}
            className={`${controlClass} h-11`}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('address.landmark')} <span className="font-normal text-slate-600">{t('address.optional')}</span>
          </>
        }
        id={id('landmark')}
        error={error(names.landmark)}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register(names.landmark)}
            disabled={disabled}
            maxLength={NEPAL_ADDRESS_LIMITS.landmark}
            placeholder={t('address.landmarkPlaceholder')}
            className={`${controlClass} h-11`}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('address.postalCode')} <span className="font-normal text-slate-600">{t('address.optional')}</span>
          </>
        }
        id={id('postal-code')}
        error={error(names.postalCode)}
        hint={t('address.postalCodeHint')}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register(names.postalCode)}
            disabled={disabled}
            autoComplete="postal-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={5}
            placeholder="44600"
            className={`${controlClass} h-11`}
          />
        )}
      </Field>
    </div>
  );
}
