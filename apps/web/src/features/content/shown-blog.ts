import type { ShopBlogPost } from '@pasal/contract';
import { useQuery } from '@tanstack/react-query';
import { blogListQuery } from '../../api/blog';
import { BLOG_POSTS, type BlogPost } from '../../content/blog-posts';
import { BLOG_POSTS_NE } from '../../content/ne/blog-posts';
import { activeLocale } from '../../i18n';
import type { Locale } from '../../i18n/locales';

/** An owner's post in the shape the blog's list, sidebar and sitemap draw; blank Nepali shows the English. */
function ownerBlogPost(post: ShopBlogPost, locale: Locale = activeLocale()): BlogPost {
  const nepali = locale === 'ne';
  return {
    id: post.id,
    title: (nepali && post.title_ne) || post.title_en,
    excerpt: (nepali && post.excerpt_ne) || post.excerpt_en,
    // The list never draws a post's text; its page reads it from the post's own answer.
    content: '',
    image: post.cover,
    imageAlt: (nepali && post.cover_alt_ne) || post.cover_alt_en,
    author: post.author,
    date: post.date,
    category: (nepali && post.category_ne) || post.category_en,
    tags: post.tags,
  };
}

/** The built-in posts (demo content) in the page's language. */
export const builtinBlogPosts = (locale: Locale = activeLocale()) => (locale === 'ne' ? BLOG_POSTS_NE : BLOG_POSTS);

/**
 * The posts the shop shows (issue #32): the owner's published ones, or the two built-in posts while
 * the server says the shop shows them (a demo shop whose owner has published none). `builtin`
 * tells a post's page where to find its text.
 */
export function useShownBlog() {
  const list = useQuery(blogListQuery());
  const posts = list.data
    ? list.data.builtin
      ? builtinBlogPosts()
      : list.data.data.map((post) => ownerBlogPost(post))
    : undefined;
  return { posts, builtin: list.data?.builtin ?? false, list };
}
