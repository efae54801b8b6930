import { ButtonLink } from '#app/components/ui/button.tsx';
import { siteCopy } from '#content/site-copy.ts';

/** The 404 page's content; not-found-island.ts reports the missing path in the console. */
export function NotFound() {
  return (
    <section
      data-island="not-found"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-6xl font-bold">{siteCopy.notFound.code}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{siteCopy.notFound.message}</p>
      <ButtonLink className="mt-8" to="/">
        {siteCopy.notFound.homeLink}
      </ButtonLink>
    </section>
  );
}
