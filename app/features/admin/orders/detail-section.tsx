import { useId, type ReactNode } from 'react';

/** A titled part of the order detail. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns on wide screens. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="mb-2 font-medium break-all sm:mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
