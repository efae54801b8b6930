import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AttorneyNotice } from '#app/components/layout/attorney-notice.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import type { HomePageData } from './home-data.server.ts';
import { IntroVideo } from './intro-video.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { Testimonials } from './testimonials-section.tsx';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** `location` names the button in the analytics tracker's CTA clicks. */
function CheckoutButton({ label, location }: { label: string; location: string }) {
  return (
    <ButtonLink
      size="cta"
      to={pageLinks.checkout.path}
      data-cta-location={location}
      data-cta-type="button"
    >
      {label}
    </ButtonLink>
  );
}

/** The home page: its sections above the shared footer, in order. */
export function HomePage({ data }: { data: HomePageData }) {
  const { copy } = data;
  const { hero, enforcement, finalOffer } = copy;
  return (
    <>
      <aside
        aria-label={copy.disclaimer.title}
        className="border-b bg-warning text-warning-foreground"
      >
        {/* A phone shows one line and the whole text a tap away: the hero's button then fits the first screen. */}
        <details className="text-sm sm:hidden">
          <summary className="cursor-pointer px-4 py-2 font-medium">
            {copy.disclaimer.short}
          </summary>
          <p className="px-4 pb-3">{copy.disclaimer.text}</p>
        </details>
        <p className="mx-auto hidden max-w-6xl px-4 py-3 text-sm sm:block">
          <strong>{copy.disclaimer.title}:</strong> {copy.disclaimer.text}
        </p>
      </aside>

      <section className="px-4 pt-10 pb-16 text-center sm:py-20">
        <div className="mx-auto max-w-4xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {data.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg whitespace-pre-line text-muted-foreground">
            {hero.lead}
          </p>
          <div className="mt-8">
            <CheckoutButton label={hero.cta} location="hero" />
          </div>
          {data.saleEnds !== null && (
            <p className="mt-3 font-semibold text-destructive">{data.saleEnds}</p>
          )}
          {/* Beside the offer, on the first screen of a phone too (decision 105). */}
          <AttorneyNotice notice={data.attorneyNotice} className="mx-auto mt-4 max-w-md" />
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {hero.reassurance.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Every other section is tinted, counted here so the stripes hold with or without the video. */}
      <div className="[&>section:nth-of-type(odd)]:bg-muted/50">
        <Section id="explainer" heading={copy.explainer.heading}>
          <div className="mx-auto mt-6 max-w-3xl space-y-4 text-lg text-muted-foreground">
            {copy.explainer.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>

        <Section id="whats-inside" heading={copy.whatsInside.heading}>
          <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
            {copy.whatsInside.intro}
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {copy.whatsInside.items.map((item) => (
              <li key={item.title} className="rounded-md border bg-card p-6">
                <h3 className="flex items-center gap-2 font-semibold">
                  <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden />
                  {item.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>

        {/* Until a video is configured the section is left out: nothing on the page promises one. */}
        {data.introVideoId && (
          <Section id="intro-video" heading={copy.video.heading}>
            <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
              {copy.video.text}
            </p>
            <div className="mx-auto mt-8 max-w-3xl">
              <IntroVideo videoId={data.introVideoId} copy={copy.video} />
            </div>
          </Section>
        )}

        {/* Without a review or testimonial to show, the section is left out, heading and all. */}
        {data.testimonials && (
          <Section id="testimonials" heading={copy.testimonials.heading}>
            <Testimonials proof={data.testimonials} />
          </Section>
        )}

        <Section id="faq-cards" heading={copy.faqCards.heading}>
          <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
            {copy.faqCards.intro}
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {copy.faqCards.items.map((item) => (
              <li key={item.question} className="flex flex-col rounded-md border bg-card p-6">
                <h3 className="font-semibold">{item.question}</h3>
                <p className="mt-2 flex-1 text-sm text-muted-foreground">{item.answer}</p>
                <Link
                  to={`${pageLinks.faq.path}#${item.faqId}`}
                  aria-label={`${copy.faqCards.linkLabel}: ${item.question}`}
                  className="mt-4 text-sm font-semibold text-primary hover:underline"
                >
                  {copy.faqCards.linkLabel}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <CheckoutButton label={copy.faqCards.cta} location="faq_cards" />
          </div>
        </Section>

        <Section id="learn" heading={copy.learn.heading}>
          <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-2">
            {copy.learn.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="enforcement" heading={enforcement.heading}>
          <p className="mx-auto mt-4 max-w-2xl text-center text-muted-foreground">
            {enforcement.intro}
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {enforcement.consequences.map((item) => (
              <li key={item.title} className="rounded-md border border-destructive/40 bg-card p-6">
                <h3 className="font-semibold text-destructive">{item.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
          <div className="mx-auto mt-12 max-w-3xl rounded-md border bg-card p-6">
            <h3 className="text-center text-xl font-bold">{enforcement.comparison.heading}</h3>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              <div className="rounded-md border p-4 text-center">
                <dt className="font-semibold">{enforcement.comparison.attorneyLabel}</dt>
                <dd className="mt-2 text-2xl font-bold text-destructive">
                  {enforcement.comparison.attorneyRate}
                </dd>
                <dd className="text-sm text-muted-foreground">
                  {enforcement.comparison.attorneyTotal}
                </dd>
              </div>
              <div className="rounded-md border border-primary p-4 text-center">
                <dt className="font-semibold">{enforcement.comparison.guideLabel}</dt>
                <dd className="mt-2 text-2xl font-bold text-primary">
                  {enforcement.comparison.guidePrice}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-center text-sm font-medium">{enforcement.comparison.note}</p>
          </div>
        </Section>

        <Section id="final-offer" heading={finalOffer.heading}>
          <div className="mx-auto mt-6 max-w-2xl text-center">
            <p className="text-lg text-muted-foreground">{finalOffer.text}</p>
            <ul className="mt-6 inline-flex flex-col gap-2 text-left">
              {finalOffer.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
            <p className="mt-8 flex items-baseline justify-center gap-3">
              {/* Full-strength text behind a red strike: the old price stays legible in both themes. */}
              {data.compareAtPrice !== null && (
                <s className="text-2xl font-semibold decoration-destructive decoration-2">
                  {data.compareAtPrice}
                </s>
              )}
              <span className="text-5xl font-extrabold">{data.price}</span>
            </p>
            {data.saleEnds !== null && (
              <p className="mt-2 font-semibold text-destructive">{data.saleEnds}</p>
            )}
            <p className="mt-2 text-sm text-muted-foreground">{finalOffer.priceNote}</p>
            <p className="mt-6 inline-flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-5 shrink-0 text-primary" aria-hidden />
              {finalOffer.guarantee}
            </p>
            <div className="mt-8">
              <CheckoutButton label={finalOffer.cta} location="final_offer" />
            </div>
            <AttorneyNotice notice={data.attorneyNotice} className="mx-auto mt-4 max-w-md" />
            {/* After the offer, not in the hero: someone shares a guide once they know what it is. */}
            <ShareButtons url={data.shareUrl} copy={hero} />
          </div>
        </Section>
      </div>
    </>
  );
}
