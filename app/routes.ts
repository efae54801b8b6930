import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { pages } from '../content/pages.ts';

const at = (path: string) => path.slice(1);

export default [
  index('routes/home.tsx'),
  route(at(pages.checkout.path), 'routes/checkout.tsx'),
  route(at(pages.success.path), 'routes/success.tsx'),
  route(at(pages.quickAnswers.path), 'routes/quick-answers.tsx'),
  route(at(pages.faq.path), 'routes/faq.tsx'),
  route(at(pages.blog.path), 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-article.tsx'),
  // One route for the guides, like the articles: an unknown state answers 404 from its loader.
  route('states/:slug', 'routes/state-guide.tsx'),
  route(at(pages.legalNotice.path), 'routes/legal-notice.tsx'),
  route(at(pages.terms.path), 'routes/terms.tsx'),
  route(at(pages.privacy.path), 'routes/privacy.tsx'),
  route(at(pages.admin.path), 'routes/admin.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
