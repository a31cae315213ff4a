import { RATING_MAX } from '@pasal/contract';
import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { t } from '../../i18n';
import { localDigits } from '../../components/locale-format';

// The figure is formatted here, not by the message's '#': browsers and Node disagree on Nepali
// digits there (Chromium writes 0–9), which would also differ between the server and the page.
const starLabel = (stars: number) => t('reviews.starCount', { stars, n: localDigits(stars) });

interface RatingPickerProps {
  value: number;
  onChange(value: number): void;
  labelledBy: string;
}

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a radio group (arrow keys move, each star is read as '1 star', '2 stars', …).
 * Stars fill up to the choice, or up to the star under the pointer while hovering.
 */
export function RatingPicker({ value, onChange, labelledBy }: RatingPickerProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      orientation="horizontal"
      value={String(value)}
      onValueChange={(next) => onChange(Number(next))}
      onMouseLeave={() => setHovered(null)}
      className="flex items-center gap-1"
    >
      {STARS.map((stars) => (
        <RadioGroup.Item
          key={stars}
          value={String(stars)}
          aria-label={starLabel(stars)}
          onMouseEnter={() => setHovered(stars)}
          className="rounded-md p-1 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Star
            aria-hidden="true"
            className={`size-8 ${stars <= shown ? 'fill-amber-400 text-amber-500' : 'fill-white text-slate-400'}`}
          />
        </RadioGroup.Item>
      ))}
      <span aria-hidden="true" className="ml-2 text-sm font-medium text-slate-700">
        {starLabel(shown)}
      </span>
    </RadioGroup.Root>
  );
}
