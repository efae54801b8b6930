import type { ReactNode } from 'react';

/**
 * Markup an island clones (a message, a panel) kept in a `<template>`, so its classes and
 * structure live in the React component that draws it. The server writes the content; in
 * the browser, on a page React hydrates, the element is left as the server sent it: React
 * cannot hydrate a template's content (the parser moves it out of the element's children),
 * and an unchanged `__html` is never written again.
 */
export function IslandTemplate({ name, children }: { name: string; children: ReactNode }) {
  return import.meta.env.SSR ? (
    <template data-template={name}>{children}</template>
  ) : (
    <template data-template={name} dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
