import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../api/session-store';

/**
 * On a product page, for an admin: the way to its image manager. Drawn only once the app runs
 * (the page puts it below the fold), so the server's first screen, which knows no session, matches.
 */
export function ManageImagesLink({ productId }: { productId: number }) {
  const isAdmin = useSession((state) => state.loggedIn && state.user?.role === 'admin');
  if (!isAdmin) return null;
  return (
    <p className="mt-6">
      <Link
        to={`/staff/products/${productId}/images`}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        Manage images
      </Link>
    </p>
  );
}
