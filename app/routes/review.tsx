import { reviewPagePath } from '#shared/contracts/reviews.ts';
import { postedForm } from '#app/lib/form-action.server.ts';
import { reviewAction } from '#app/features/review-form/review-action.server.ts';
import { reviewPageData } from '#app/features/review-form/review-data.server.ts';
import { ReviewPage } from '#app/features/review-form/review-page.tsx';
import type { Route } from './+types/review';

export function loader({ context, params }: Route.LoaderArgs) {
  return reviewPageData(context, params.token);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return reviewAction(params.token, await postedForm(request), context);
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReviewPage
      link={loaderData.link}
      action={`${reviewPagePath}/${encodeURIComponent(loaderData.token)}`}
      reply={actionData}
    />
  );
}
