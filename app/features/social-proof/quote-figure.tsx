import { BadgeCheck, MessageSquareQuote } from 'lucide-react';
import { Badge } from '#app/components/ui/badge.tsx';
import type { QuoteView } from './proof-view.server.ts';
import { StarRating } from './star-rating.tsx';

/**
 * One review or testimonial: its stars, the words, who and when, its badge and the seller's
 * reply; `framed` draws it as a card of its own, else it sits in the card around it.
 */
export function QuoteFigure({ quote, framed = true }: { quote: QuoteView; framed?: boolean }) {
  const { badge, reply } = quote;
  return (
    <figure
      className={
        framed
          ? 'flex h-full flex-col gap-3 rounded-md border bg-card p-6'
          : 'flex flex-col gap-3 text-sm'
      }
    >
      {quote.stars && <StarRating stars={quote.stars} />}
      <blockquote>“{quote.quote}”</blockquote>
      <figcaption className="mt-auto flex flex-col gap-2 text-sm">
        <span>
          <strong>{quote.name}</strong>
          {quote.location && (
            <>
              , <span className="text-muted-foreground">{quote.location}</span>
            </>
          )}
          {quote.date && (
            <>
              {' · '}
              <time dateTime={quote.date.iso} className="text-muted-foreground">
                {quote.date.label}
              </time>
            </>
          )}
        </span>
        {badge && (
          <Badge variant={badge.verified ? 'secondary' : 'outline'} className="self-start">
            {badge.verified ? <BadgeCheck aria-hidden /> : <MessageSquareQuote aria-hidden />}
            {badge.text}
          </Badge>
        )}
      </figcaption>
      {reply && (
        <div className="border-l-2 border-primary pl-4 text-sm">
          <p className="font-semibold">{reply.label}</p>
          <p className="mt-1 whitespace-pre-line text-muted-foreground">{reply.text}</p>
        </div>
      )}
    </figure>
  );
}
