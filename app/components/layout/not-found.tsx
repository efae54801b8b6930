import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { siteCopy } from '#content/site-copy.ts';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-6xl font-bold">{siteCopy.notFound.code}</h1>
      <p className="mt-4 text-xl text-muted-foreground">{siteCopy.notFound.message}</p>
      <Button asChild className="mt-8">
        <Link to="/">{siteCopy.notFound.homeLink}</Link>
      </Button>
    </section>
  );
}
