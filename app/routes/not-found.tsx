import { data } from 'react-router';
import { NotFound } from '#app/components/layout/not-found.tsx';

/** Any path no other route claims: the not-found page, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
