import { ArrowRight, Clock, Mail, MapPin, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#app/components/ui/badge.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { longFormCopy } from '#content/long-form.ts';
import { pageLinks } from '#content/page-links.ts';
import { postsFeedPath } from '#shared/published-content.ts';
import type { BlogPageData, PostCard } from './blog-data.server.ts';

function PostMeta({ post }: { post: PostCard }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <Badge variant="secondary">{post.category}</Badge>
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden />
        {fillPlaceholders(longFormCopy.readTime, { minutes: String(post.readTime) })}
      </span>
      <span>{post.publishDate}</span>
    </p>
  );
}

export function BlogPage({ data }: { data: BlogPageData }) {
  const { heading, copy, featured, others, states, archive } = data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{copy.intro}</p>
      <div className="mt-3 flex flex-wrap gap-x-6">
        <Link
          to={archive.path}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline"
        >
          <Mail className="size-4" aria-hidden />
          {archive.label}
        </Link>
        {/* A file for feed readers, not a page of the app: the browser opens it itself. */}
        <a
          href={postsFeedPath}
          type="application/atom+xml"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline"
        >
          <Rss className="size-4" aria-hidden />
          {copy.feed.link}
        </a>
      </div>

      {featured && (
        <section aria-labelledby="featured-heading" className="mt-10">
          <h2
            id="featured-heading"
            className="text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {copy.featuredLabel}
          </h2>
          <article className="mt-3 rounded-md border border-primary bg-card p-6 shadow-sm sm:p-8">
            <PostMeta post={featured} />
            <h3 className="mt-3 text-2xl font-bold">
              <Link to={featured.path} className="hover:text-primary">
                {featured.title}
              </Link>
            </h3>
            <p className="mt-3 text-muted-foreground">{featured.excerpt}</p>
            <Link
              to={featured.path}
              aria-label={`${copy.readMore}: ${featured.title}`}
              className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
            >
              {copy.readMore}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </article>
        </section>
      )}

      <section aria-labelledby="more-articles-heading" className="mt-12">
        <h2 id="more-articles-heading" className="text-2xl font-bold">
          {copy.moreArticlesHeading}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {others.map((post) => (
            <li key={post.path}>
              <article className="flex h-full flex-col rounded-md border bg-card p-6">
                <PostMeta post={post} />
                <h3 className="mt-3 text-xl font-bold">
                  <Link to={post.path} className="hover:text-primary">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-muted-foreground">{post.excerpt}</p>
                <Link
                  to={post.path}
                  aria-label={`${copy.readMore}: ${post.title}`}
                  className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                >
                  {copy.readMore}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="states-heading" className="mt-12">
        <h2 id="states-heading" className="text-2xl font-bold">
          {copy.statesHeading}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.statesIntro}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {states.map((guide) => (
            <li key={guide.path}>
              <Link
                to={guide.path}
                className="flex h-full flex-col rounded-md border bg-card p-5 transition-colors hover:border-primary"
              >
                <span className="inline-flex items-center gap-2 text-lg font-bold">
                  <MapPin className="size-4 text-primary" aria-hidden />
                  {guide.state} ({guide.agency})
                </span>
                <span className="mt-2 flex-1 text-sm text-muted-foreground">
                  {guide.description}
                </span>
                <span className="mt-3 text-sm font-semibold text-primary">
                  {copy.stateCardLink}
                </span>
              </Link>
            </li>
          ))}
          <li className="flex flex-col rounded-md border border-dashed p-5">
            <h3 className="text-lg font-bold">{copy.comingSoon.title}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{copy.comingSoon.text}</p>
          </li>
        </ul>
      </section>

      <section
        aria-labelledby="blog-cta-heading"
        className="mt-12 rounded-md border border-primary bg-card p-8 text-center"
      >
        <h2 id="blog-cta-heading" className="text-2xl font-bold">
          {copy.cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">{copy.cta.text}</p>
        <ButtonLink
          size="cta"
          className="mt-6"
          to={pageLinks.checkout.path}
          data-cta-location="blog"
          data-cta-type="button"
        >
          {copy.cta.button}
        </ButtonLink>
      </section>
    </div>
  );
}
