import { Navigate, useParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PostEditor, useAdminBlogPost } from '../../features/admin-blog';
import { StaffGuard } from '../../features/staff';
import { shopName } from '../../i18n';
import { staffFailureMessage } from '../../api/failure-message';

function Editor({ id }: { id: number }) {
  const post = useAdminBlogPost(id);
  if (post.isPending) return <Spinner label="Loading the post..." className="py-10 text-slate-700" />;
  if (post.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Blog post</h1>
        <FormAlert message={`The post could not be loaded. ${staffFailureMessage(post.error)}`} />
        <Button variant="secondary" onClick={() => void post.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <PostEditor key={id} current={post.data} />;
}

/** /staff/blog/new and /staff/blog/{id}: one post's fields, preview, publishing and history (admins only). */
export function Component() {
  const { id = 'new' } = useParams();
  if (id !== 'new' && !/^\d+$/.test(id)) return <Navigate to="/staff/blog" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageMeta title={`Edit blog post | ${shopName()}`} description="A blog post in your words." noIndex />
      <StaffGuard need="admin">{id === 'new' ? <PostEditor current={null} /> : <Editor id={Number(id)} />}</StaffGuard>
    </div>
  );
}
