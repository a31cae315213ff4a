import { useSearchParams } from 'react-router';
import { BLOG_POSTS } from '../../content/blog-posts';
import { BlogIndex } from '../../features/content/blog-index';
import { container, PageHeader } from '../../features/content/page-header';
import { PageMeta } from '../../features/content/page-meta';

export function Component() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  return (
    <>
      <PageMeta
        title={tag ? `Blog posts tagged ${tag}` : 'Blog'}
        description="Buying guides and tips for electronics shoppers in Nepal: genuine smartphones and IMEI registration, warranty, power banks, laptops and accessories."
      />
      <PageHeader eyebrow="Pasal Blog" title="Tech Tips & Buying Guides">
        <p>Practical advice for buying, using and looking after your gadgets in Nepal.</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <BlogIndex posts={BLOG_POSTS} />
      </div>
    </>
  );
}
