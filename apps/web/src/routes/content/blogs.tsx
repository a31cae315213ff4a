import { useSearchParams } from 'react-router';
import { BlogIndex, BlogStatus, container, PageHeader, PageMeta, useShownBlog } from '../../features/content';
import { t } from '../../i18n';

export function Component() {
  const [params] = useSearchParams();
  const tag = params.get('tag');
  const { posts, list } = useShownBlog();
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
        {posts ? <BlogIndex posts={posts} /> : <BlogStatus failed={list.isError} onRetry={() => void list.refetch()} />}
      </div>
    </>
  );
}
