import * as Dialog from '@radix-ui/react-dialog';
import { Mail, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import { ExitIntentForm } from './exit-intent-form.tsx';
import { useExitIntent } from './use-exit-intent.ts';

/**
 * The exit-intent popup: a modal newsletter invitation, then thanks and the guide.
 * Radix closes it on Escape and on a click on the backdrop; the X closes it too.
 * It sits above every other widget (they are z-50), so nothing under it takes a tap.
 */
export function ExitIntentPopup({ values }: { values: PlaceholderValues }) {
  const { open, setOpen, cause } = useExitIntent();
  const [subscribed, setSubscribed] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);

  // Opened by the timer, nobody asked for it: focus the dialog, not the e-mail field,
  // so a phone does not throw up its keyboard. Tab still reaches the field.
  const focusDialogWhenUnasked = (event: Event) => {
    if (cause !== 'timer') return;
    event.preventDefault();
    contentRef.current?.focus();
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/75 backdrop-blur-[2px]" />
        <Dialog.Content
          ref={contentRef}
          onOpenAutoFocus={focusDialogWhenUnasked}
          className="fixed top-1/2 left-1/2 z-[60] flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-md border bg-background p-6 shadow-xl outline-none"
        >
          <div className="flex flex-col gap-2 pr-6">
            <Dialog.Title className="flex items-center gap-2 text-lg leading-tight font-semibold">
              <Mail className="size-5 shrink-0 text-primary" aria-hidden />
              {subscribed ? copy.thanksTitle : copy.title}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {subscribed ? copy.thanks : copy.description}
            </Dialog.Description>
          </div>
          {subscribed ? (
            <div className="flex flex-col gap-3">
              <p className="text-sm">{fillPlaceholders(copy.guideOffer, values)}</p>
              <ButtonLink
                size="cta"
                to={pageLinks.checkout.path}
                onClick={() => setOpen(false)}
                data-cta-location="exit_popup"
                data-cta-type="button"
              >
                {fillPlaceholders(copy.guideLink, values)}
              </ButtonLink>
            </div>
          ) : (
            <ExitIntentForm onSubscribed={() => setSubscribed(true)} />
          )}
          <Dialog.Close
            aria-label={copy.close}
            className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
