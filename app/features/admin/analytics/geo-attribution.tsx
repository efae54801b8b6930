import { analyticsCopy } from './analytics-copy.ts';

const copy = analyticsCopy.geoAttribution;

/** The credit DB-IP Lite's licence (CC BY 4.0) asks for where its countries and states show. */
export function GeoAttribution() {
  return (
    <p className="text-xs text-muted-foreground">
      {copy.text}{' '}
      <a
        href={copy.href}
        className="underline underline-offset-2 hover:text-foreground"
        target="_blank"
        rel="noreferrer"
      >
        {copy.link}
      </a>
    </p>
  );
}
