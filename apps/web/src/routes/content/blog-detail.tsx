import type { ShopBlogPostDetail } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { blogPostQuery } from '../../api/blog';
import { useInShopWords } from '../../api/shop-info';
import {
  adjacentPosts,
  BlogArticle,
  BlogStatus,
  builtinBlogPosts,
  container,
  findPost,
  useShownBlog,
  type BlogArticleView,
} from '../../features/content';
import { activeLocale } from '../../i18n';

/** One of the two built-in posts (demo content), as the shop showed them before owners wrote posts. */
function BuiltinPost({ blogId }: { blogId: string | undefined }) {
  const words = useInShopWords();
  const posts = builtinBlogPosts();
  const post = findPost(posts, blogId);
  // An unknown id goes to /404 (docs/rules/content.md#blog).
  if (!post) return <Navigate to="/404" replace />;
  const { previous, next } = adjacentPosts(posts, post.id);
  const view: BlogArticleView = {
    ...post,
    author: words(post.author),
    html: words(post.content),
    sanitized: false,
    previous,
    next,
  };
  return <BlogArticle post={view} />;
}

function ownerView(post: ShopBlogPostDetail): BlogArticleView {
  const nepali = activeLocale() === 'ne';
  const pick = (en: string, ne: string | null) => (nepali && ne) || en;
  const link = (other: ShopBlogPostDetail['previous']) =>
    other ? { id: other.id, title: pick(other.title_en, other.title_ne) } : null;
  return {
    id: post.id,
    title: pick(post.title_en, post.title_ne),
    excerpt: pick(post.excerpt_en, post.excerpt_ne),
    html: pick(post.html_en, post.html_ne),
    sanitized: true,
    textLang: nepali && post.html_ne === null ? 'en' : undefined,
    image: post.cover,
    imageAlt: pick(post.cover_alt_en, post.cover_alt_ne),
    author: post.author,
    date: post.date,
    category: pick(post.category_en, post.category_ne),
    tags: post.tags,
    previous: link(post.previous),
    next: link(post.next),
  };
}

/** One of the owner's published posts (issue #32). */
function OwnerPost({ id }: { id: number }) {
  const post = useQuery(blogPostQuery(id));
  if (post.data === null) return <Navigate to="/404" replace />;
  if (!post.data)
    return (
      <div className={`${container} py-10`}>
        <BlogStatus failed={post.isError} onRetry={() => void post.refetch()} />
      </div>
    );
  return <BlogArticle post={ownerView(post.data)} />;
}

export function Component() {
  const { blogId } = useParams();
  const { list, builtin } = useShownBlog();
  if (!blogId || !/^\d+$/.test(blogId)) return <Navigate to="/404" replace />;
  if (!list.data)
    return (
      <div className={`${container} py-10`}>
        <BlogStatus failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
    );
  return builtin ? <BuiltinPost blogId={blogId} /> : <OwnerPost id={Number(blogId)} />;
}
