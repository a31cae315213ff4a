import { Star } from 'lucide-react';

export interface StarRatingProps {
  /** 0 to 5; stars are filled up to the rounded rating (spec §9). */
  rating: number;
  /** When given, '(N rating)' follows the stars. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, Math.round(rating)));
}

/** Five stars filled up to the rating, read out as 'Rated 4.3 out of 5'. */
export function StarRating({ rating, count, size = 'sm', className = '' }: StarRatingProps) {
  const filled = filledStars(rating);
  const icon = size === 'sm' ? 'size-3.5' : 'size-4.5';
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <span role="img" aria-label={`Rated ${Number(rating.toFixed(1))} out of 5`} className="inline-flex gap-0.5">
        {[0, 1, 2, 3, 4].map((index) => (
          <Star
            key={index}
            aria-hidden="true"
            className={`${icon} ${index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`}
          />
        ))}
      </span>
      {count !== undefined ? <span className="text-xs text-slate-600">({count} rating)</span> : null}
    </span>
  );
}
