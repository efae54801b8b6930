import { Clock, Inbox, LifeBuoy, MailQuestion, RotateCcw, Search } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { usePaymentResultCopy } from './payment-result-copy.ts';

/** 'Check Your Email': the three steps from inbox to using the guide. */
export function CheckEmailCard({ email }: { email: string | undefined }) {
  const titleId = useId();
  const copy = usePaymentResultCopy().checkEmail;
  const [sent, ...rest] = copy.steps;
  // The first step names the buyer's address when the page knows it.
  const steps = email
    ? [{ ...sent, text: fillPlaceholders(copy.sentTo, { email }) }, ...rest]
    : copy.steps;
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={Inbox} title={copy.title} titleId={titleId} />
      <CardContent>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

/** 'Didn't receive the email?': spam folder, patience, then the support address. */
export function EmailHelpCard() {
  const titleId = useId();
  const copy = usePaymentResultCopy().emailHelp;
  const { supportEmail } = useSiteInfo();
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

export function MoneyBackCard() {
  const titleId = useId();
  const copy = usePaymentResultCopy().moneyBack;
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={RotateCcw} title={copy.title} titleId={titleId} />
      <CardContent>
        <p className="text-sm text-muted-foreground">{copy.text}</p>
      </CardContent>
    </Card>
  );
}
