import type { UseFormRegisterReturn } from 'react-hook-form';
import { DEVANAGARI_FIRST } from '../../components/devanagari';
import { Textarea, TextField } from '../../components/ui/field';

/** One text of a list item in English and in Nepali, side by side on a computer. */
export function BilingualText({
  label,
  max,
  long,
  english,
  nepali,
  errors,
}: {
  label: string;
  max: number;
  long?: boolean;
  english: UseFormRegisterReturn;
  nepali: UseFormRegisterReturn;
  errors: { english?: string; nepali?: string };
}) {
  const Control = long ? Textarea : TextField;
  const rows = long ? { rows: 4 } : {};
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Control label={`${label} (English)`} maxLength={max} error={errors.english} {...rows} {...english} />
      <Control
        label={`${label} (Nepali)`}
        lang="ne"
        style={DEVANAGARI_FIRST}
        optional
        maxLength={max}
        error={errors.nepali}
        {...rows}
        {...nepali}
      />
    </div>
  );
}
