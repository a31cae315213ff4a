import { halfStarRating } from '@pasal/contract';
import { Star } from 'lucide-react';
import { t } from '../i18n';
import { localDigits } from './locale-format';

export interface StarRatingProps {
  /** 0 to 5; the stars show it to the nearest half star, the accessible label exactly. */
  rating: number;
  /** When given, '(N ratings)' ('(1 rating)') follows the stars. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** How full each of the five stars is drawn: 1, 0.5 or 0 (the rating to the nearest half star). */
export function starShares(rating: number): number[] {
  const shown = halfStarRating(rating);
  return [0, 1, 2, 3, 4].map((index) => Math.min(1, Math.max(0, shown - index)));
}

/** Five stars filled to the nearest half star, read out exactly as 'Rated 4.3 out of 5'. */
export function StarRating({ rating, count, size = 'sm', className = '' }: StarRatingProps) {
  const icon = size === 'sm' ? 'size-3.5' : 'size-4.5';
  const exact = Number.isFinite(rating) ? Number(rating.toFixed(1)) : 0;
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span
        role="img"
        aria-label={t('common.ratedOutOf5', { rating: localDigits(exact) })}
        className="inline-flex gap-0.5"
      >
        {starShares(rating).map((share, index) => (
          // A half star is the empty star with the left half of a filled one laid over it, so it
          // takes exactly the room of a whole star.
          <span key={index} data-star={share} className={`relative inline-block ${icon}`}>
            <Star aria-hidden="true" className={`absolute inset-0 ${icon} fill-slate-200 text-slate-200`} />
            {share > 0 ? (
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${share < 1 ? 'w-1/2' : 'w-full'}`}>
                <Star aria-hidden="true" className={`${icon} max-w-none fill-amber-400 text-amber-400`} />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      {count !== undefined ? (
        <span className="text-xs text-slate-600">{t('common.ratingCount', { count })}</span>
      ) : null}
    </span>
  );
}
