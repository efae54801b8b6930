import { FileJson, LogOut } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import type { FormReply } from '#app/lib/form-reply.ts';
import { libraryCopy } from '#content/library.ts';
import { pages } from '#content/pages.ts';
import { libraryPaths, type LibraryView } from '#shared/contracts/library.ts';
import { LibraryOrderCard } from './library-order-card.tsx';
import { LibrarySignInCard } from './library-sign-in-card.tsx';

const copy = libraryCopy.signedIn;

function SignedIn({ view }: { view: LibraryView }) {
  const now = new Date();
  return (
    <>
      <div className="flex flex-col gap-3 rounded-md border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <span className="text-muted-foreground">{copy.as} </span>
          <strong className="break-all">{view.email}</strong>
          <span className="block text-muted-foreground">{copy.sessionNote}</span>
        </p>
        <form method="post" action={libraryPaths.signOut}>
          <Button type="submit" variant="outline" size="sm">
            <LogOut className="size-4" aria-hidden />
            {copy.signOut}
          </Button>
        </form>
      </div>
      <p className="text-muted-foreground">{copy.stamped}</p>
      {view.orders.length === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {view.orders.map((order) => (
            <li key={order.id}>
              <LibraryOrderCard order={order} guide={view.guide} now={now} />
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="library-my-data"
        className="flex flex-col gap-3 rounded-md border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="text-sm">
          <h2 id="library-my-data" className="font-semibold">
            {copy.myDataTitle}
          </h2>
          <p className="text-muted-foreground">{copy.myDataNote}</p>
        </div>
        <form method="post" action={libraryPaths.myData}>
          <Button type="submit" variant="outline" size="sm">
            <FileJson className="size-4" aria-hidden />
            {copy.myData}
          </Button>
        </form>
      </section>
    </>
  );
}

/** The buyer's library: the sign-in form, or the signed-in address's orders. */
export function LibraryPage({
  view,
  reply,
}: {
  view: LibraryView | null;
  reply?: FormReply<string> | undefined;
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{pages.library.heading}</h1>
      {view ? <SignedIn view={view} /> : <LibrarySignInCard reply={reply} />}
    </div>
  );
}
