import { useSearchParams } from 'react-router';
import { BLOG_POSTS } from '../../content/blog-posts';
import { BLOG_POSTS_NE } from '../../content/ne/blog-posts';
import { BlogIndex, container, PageHeader, PageMeta } from '../../features/content';
import { activeLocale, t } from '../../i18n';

export function Component() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  return (
    <>
      <PageMeta
        title={tag ? t('content.blogMetaTitleTag', { tag }) : t('content.blogMetaTitle')}
        description={t('content.blogMetaDescription')}
      />
      <PageHeader eyebrow={t('content.blogEyebrow')} title={t('content.blogTitle')}>
        <p>{t('content.blogIntro')}</p>
      </PageHeader>
      <div className={`${container} py-10`}>
        <BlogIndex posts={activeLocale() === 'ne' ? BLOG_POSTS_NE : BLOG_POSTS} />
      </div>
    </>
  );
}
