import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PostList, useAdminBlogPosts } from '../../features/admin-blog';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Posts() {
  const posts = useAdminBlogPosts();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Blog</h1>
        <Link
          to="/staff/blog/new"
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus aria-hidden="true" className="size-4" />
          New post
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        The shop's blog posts in your words, English and Nepali. A draft is yours until you publish it. While you have
        published no post, a shop with its demo data shows two built-in example posts.
      </p>
      {posts.isPending ? <Spinner label="Loading the posts..." className="py-10 text-slate-700" /> : null}
      {posts.isError ? (
        <div className="mt-4 space-y-3">
          <FormAlert message={`The posts could not be loaded. ${staffFailureMessage(posts.error)}`} />
          <Button variant="secondary" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {posts.data ? <PostList posts={posts.data} /> : null}
    </>
  );
}

/** /staff/blog: the owner's blog posts and their state (admins only). */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Blog | ${shopName()}`} description="The shop's blog posts." noIndex />
      <StaffGuard need="admin">
        <Posts />
      </StaffGuard>
    </div>
  );
}
