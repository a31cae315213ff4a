import { NAVIGATION_LIMITS, type ShopSettingsInput } from '@pasal/contract';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../components/ui/field';

// The announcement bar (issue #32): its words in English and, optionally, Nepali, an optional
// link, on/off and optional first and last days (Nepal time). The contract's announcementSchema
// checks it (no javascript: links; text when switched on; the last day not before the first).

type Form = UseFormReturn<ShopSettingsInput, unknown, unknown>;

export function AnnouncementFieldset({ form, className }: { form: Form; className: string }) {
  const errors = form.formState.errors.announcement;
  return (
    <fieldset className={className}>
      <legend className="px-1 text-base font-semibold text-ink">Announcement bar</legend>
      <p className="mb-3 text-sm text-slate-600">
        A line under the header on every storefront page, for example a sale or a holiday closing. Shoppers can close
        it; a new text shows again.
      </p>
      <label className="mb-4 flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-5 rounded border-slate-400 accent-brand-700"
          {...form.register('announcement.enabled')}
        />
        Show the announcement bar
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Text (English)"
          maxLength={NAVIGATION_LIMITS.announcement}
          error={errors?.text?.message}
          {...form.register('announcement.text')}
        />
        <TextField
          label="Text (Nepali)"
          lang="ne"
          optional
          hint="Left blank, Nepali pages show the English text."
          maxLength={NAVIGATION_LIMITS.announcement}
          error={errors?.text_ne?.message}
          {...form.register('announcement.text_ne')}
        />
        <TextField
          label="Link"
          optional
          spellCheck={false}
          hint="A page of this shop, such as /products?category=Mobiles, or an address starting with https://"
          error={errors?.link?.message}
          className="sm:col-span-2"
          {...form.register('announcement.link')}
        />
        <TextField
          label="First day"
          type="date"
          optional
          hint="Nepal time. Left blank: from now."
          error={errors?.starts_on?.message}
          {...form.register('announcement.starts_on')}
        />
        <TextField
          label="Last day"
          type="date"
          optional
          hint="Nepal time, the whole day included. Left blank: until switched off."
          error={errors?.ends_on?.message}
          {...form.register('announcement.ends_on')}
        />
      </div>
    </fieldset>
  );
}
