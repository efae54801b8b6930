import { longFormPageData } from '#app/features/long-form/long-form-data.server.ts';
import { LongFormPage } from '#app/features/long-form/long-form-page.tsx';
import { longFormCopy } from '#content/long-form.ts';
import { stateGuides } from '#content/state-guides.ts';
import { normalizePath } from '#shared/route-table.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/state-guide';

export function loader({ request, context }: Route.LoaderArgs) {
  const path = normalizePath(new URL(request.url).pathname);
  const guide = stateGuides.find((entry) => entry.path === path);
  if (!guide) throw new Error(`No state guide is registered at ${path}`);
  return longFormPageData(guide, `state-guides/${guide.slug}`, context.site);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function StateGuidePage({ loaderData }: Route.ComponentProps) {
  return <LongFormPage data={loaderData} statesTitle={longFormCopy.otherStates} />;
}
