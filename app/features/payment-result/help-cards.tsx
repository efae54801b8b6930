import { Clock, Inbox, LifeBuoy, MailQuestion, RotateCcw, Search } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import type { paymentResultCopy } from '#content/payment-result.ts';
import { resultPart, sentToAttribute } from './payment-result-parts.ts';

type ResultCopy = typeof paymentResultCopy;

/**
 * 'Check Your Email': the three steps from inbox to using the guide. The first step names the
 * buyer's address once the island knows it (its words, with {{email}}, ride along on the step).
 */
export function CheckEmailCard({ copy }: { copy: ResultCopy['checkEmail'] }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={Inbox} title={copy.title} titleId={titleId} />
      <CardContent>
        <ol className="flex flex-col gap-3">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p
                  className="text-sm text-muted-foreground"
                  {...(index === 0 && { ...resultPart('sent-to'), [sentToAttribute]: copy.sentTo })}
                >
                  {step.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** 'Didn't receive the email?': spam folder, patience, then the support address. */
export function EmailHelpCard({
  copy,
  supportEmail,
}: {
  copy: ResultCopy['emailHelp'];
  supportEmail: string;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={MailQuestion} title={copy.title} titleId={titleId} />
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex gap-2">
            <Search className="size-4 shrink-0 text-primary" aria-hidden />
            {copy.spam}
          </li>
          <li className="flex gap-2">
            <Clock className="size-4 shrink-0 text-primary" aria-hidden />
            {copy.wait}
          </li>
          <li className="flex gap-2">
            <LifeBuoy className="size-4 shrink-0 text-primary" aria-hidden />
            <span>
              {copy.contact}{' '}
              <a href={`mailto:${supportEmail}`} className="break-all text-primary underline">
                {supportEmail}
              </a>
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

export function MoneyBackCard({ copy }: { copy: ResultCopy['moneyBack'] }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={RotateCcw} title={copy.title} titleId={titleId} />
      <CardContent>
        <p className="text-sm text-muted-foreground">{copy.text}</p>
      </CardContent>
    </Card>
  );
}
