import type { BlogPostSummary } from '@pasal/contract';
import { Link } from 'react-router';
import { linkClass } from '../../components/ui/text-link';
import { formatPostDate } from '../content';
import { PostState } from './post-state';

/** /staff/blog: every post, newest first, each opening its editor. */
export function PostList({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0)
    return (
      <p className="mt-5 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">
        No posts yet. Write the first one with “New post”.
      </p>
    );
  return (
    <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {posts.map((post) => (
        <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-4">
          <div className="min-w-0">
            <Link to={`/staff/blog/${post.id}`} className={`${linkClass} text-base`}>
              {post.title_en}
            </Link>
            <p className="text-sm text-slate-600">
              {post.date ? `Dated ${formatPostDate(post.date, 'en')}` : 'Dated the day it is published'}
            </p>
          </div>
          <PostState post={post} />
        </li>
      ))}
    </ul>
  );
}
