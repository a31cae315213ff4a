import { t } from '../i18n';
import { localDigits } from './locale-format';

export interface CarouselDotsProps {
  count: number;
  active: number;
  onSelect(index: number): void;
  /** 'slide' → buttons read 'Go to slide 2', 'testimonial' → 'Go to testimonial 2'. */
  itemLabel?: 'slide' | 'testimonial';
  tone?: 'light' | 'dark';
  className?: string;
}

/** One dot per slide; the active one is wider and marked as current. */
export function CarouselDots({
  count,
  active,
  onSelect,
  itemLabel = 'slide',
  tone = 'dark',
  className = '',
}: CarouselDotsProps) {
  const on = tone === 'dark' ? 'bg-brand-700' : 'bg-white';
  const off = tone === 'dark' ? 'bg-slate-300 hover:bg-slate-400' : 'bg-white/50 hover:bg-white/80';
  return (
    <div className={`flex items-center justify-center ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t(itemLabel === 'testimonial' ? 'common.goToTestimonial' : 'common.goToSlide', {
            number: localDigits(index + 1),
          })}
          aria-current={index === active ? 'true' : undefined}
          onClick={() => onSelect(index)}
          // A 24px hit area around a small dot (WCAG target size).
          className="group inline-flex size-6 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={`block h-2 rounded-full transition-all ${index === active ? `w-6 ${on}` : `w-2 ${off}`}`}
          />
        </button>
      ))}
    </div>
  );
}
