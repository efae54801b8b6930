import type { ReactNode } from 'react';

/** A titled part of the order detail. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/** Label and value pairs, two columns on wide screens. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm sm:gap-x-6">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-medium wrap-anywhere">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
