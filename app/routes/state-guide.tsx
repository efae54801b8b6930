import { data } from 'react-router';
import { longFormPageData } from '#app/features/long-form/long-form-data.server.ts';
import { LongFormPage } from '#app/features/long-form/long-form-page.tsx';
import { longFormCopy } from '#content/long-form.ts';
import { stateGuidePath } from '#shared/published-content.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/state-guide';

export function loader({ params, context }: Route.LoaderArgs) {
  const path = stateGuidePath(params.slug);
  const guide = context.published.stateGuides().find((entry) => entry.path === path);
  if (!guide) throw data(null, { status: 404 });
  return longFormPageData(guide, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function StateGuidePage({ loaderData }: Route.ComponentProps) {
  return <LongFormPage data={loaderData} statesTitle={longFormCopy.otherStates} />;
}
