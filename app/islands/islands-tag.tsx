import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '#app/root-data.ts';

/**
 * Loads the islands' entry (app/islands-entry.ts). A page without React gets a module
 * script; a hydrated page imports it once React has drawn the page, so the islands bring
 * the same server-rendered roots to life on both (one implementation of each widget).
 */
export function IslandsTag({ hydrates }: { hydrates: boolean }) {
  const src = useRouteLoaderData<RootData>('root')?.islands;
  useEffect(() => {
    if (hydrates && src) void import(/* @vite-ignore */ src);
  }, [hydrates, src]);
  if (!src || hydrates) return null;
  return <script type="module" src={src} />;
}
