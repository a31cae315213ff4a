// The content pages' public face (issue #21): the parts the about, contact, FAQ, blog and policy
// routes compose. The shop's facts, which every page reads, are in api/shop-info.ts.
export { ArticleContent } from './article-content';
export { adjacentPosts, findPost, formatPostDate } from './blog';
export { BlogIndex } from './blog-index';
export { BlogArticle, type BlogArticleView } from './blog-article';
export { BlogStatus } from './blog-status';
export { builtinBlogPosts, useShownBlog } from './shown-blog';
export { ContactForm, contactSubjectFrom } from './contact-form';
export { FaqBrowser } from './faq-browser';
export { ownFaqEntries, ownServiceCards, type ServiceCard } from './own-lists';
export { ServiceCards } from './service-cards';
export { JsonLd } from './json-ld';
export { withMarkup } from './localize';
export { LocationMap } from './location-map';
export { container, PageHeader, primaryButton, secondaryButton, textLink } from './page-header';
export { PageMeta } from './page-meta';
export { OwnerPage, useOwnerPage } from './owner-page';
export { PolicyCards, PolicyAccordion } from './policy-sections';
export { SellerDisclosures } from './seller-disclosures';
