import { postedForm } from '#app/lib/form-action.server.ts';
import { libraryAction } from '#app/features/library/library-action.server.ts';
import { libraryPageData } from '#app/features/library/library-data.server.ts';
import { LibraryPage } from '#app/features/library/library-page.tsx';
import type { Route } from './+types/library';

export function loader({ context, request }: Route.LoaderArgs) {
  return libraryPageData(context, request);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ context, request }: Route.ActionArgs) {
  return libraryAction(await postedForm(request), context);
}

export default function LibraryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <LibraryPage view={loaderData.view} reply={actionData} />;
}
