// The catalogue's public face (issue #21): the home page's sections above the fold, the product
// list, card and gallery, and the filters the server's first screen parses the same way. The home
// page's below-the-fold sections and the product page's details are lazy chunks that their routes
// import() by file.
export { useCategoryLabel } from './category-label';
export { filtersToApiQuery, parseFilters } from './filters';
export { FeaturedProducts } from './home/featured-products';
export { HeroCarousel } from './home/hero-carousel';
export { AboutBlurb } from './home/about-blurb';
export { HomeBanner } from './home/home-banner';
export { aboutOf, bannerOf, heroSlidesOf, promisesOf, testimonialsOf } from './home/home-sections';
export { PromiseStrip } from './home/promise-strip';
export { Testimonials } from './home/testimonials';
export { ProductBrowser } from './product-browser';
export { ProductCard } from './product-card';
export { ProductGallery } from './product-gallery';
export { useProductFilters } from './use-product-filters';
export { VariantPicker } from './variant-picker';
