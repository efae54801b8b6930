import { useId } from 'react';
import { Link } from 'react-router';
import type { PersonPageData } from './person-data.server.ts';

function EntryList({ heading, entries }: { heading: string; entries: PersonPageData['wrote'] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="block rounded-md border bg-card p-4 transition-colors hover:border-primary"
            >
              <span className="font-semibold text-primary">{entry.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{entry.description}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{entry.published}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An author's or reviewer's page: photo, name, credentials, bio, and what they wrote or reviewed. */
export function PersonPage({ data }: { data: PersonPageData }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {data.photo && (
          <img
            src={data.photo.url}
            width={data.photo.width}
            height={data.photo.height}
            alt={data.photo.alt}
            className="size-32 shrink-0 rounded-full object-cover"
          />
        )}
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{data.name}</h1>
          {data.credentials && (
            <p className="mt-2 text-lg text-muted-foreground">{data.credentials}</p>
          )}
        </div>
      </header>
      {data.bio.map((paragraph, index) => (
        <p key={index} className="mt-6 leading-relaxed">
          {paragraph}
        </p>
      ))}
      <EntryList heading={data.wroteHeading} entries={data.wrote} />
      <EntryList heading={data.reviewedHeading} entries={data.reviewed} />
    </div>
  );
}
