import type { ReactNode } from 'react';
import { Actions, actionsClass, SubmitButton } from './server-page-parts.tsx';

// The forms of the server's own pages. Each posts, since opening a page must change nothing,
// and carries back as hidden fields what the server needs, such as a mailed link's token.

type HiddenFields = Readonly<Record<string, string>>;

function Hidden({ fields = {} }: { fields?: HiddenFields }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * A form that is one button, as the page behind a mailed link shows: mail scanners open
 * links, so only the click acts. `children` is the button's label.
 */
export function OneButtonForm({
  action,
  hidden,
  children,
}: {
  action: string;
  hidden?: HiddenFields;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={actionsClass}>
      <Hidden fields={hidden} />
      <SubmitButton>{children}</SubmitButton>
    </form>
  );
}

/** A form of fields (`children`) that ends with its submit button in the row of actions. */
export function FieldsForm({
  action,
  hidden,
  submit,
  children,
}: {
  action: string;
  hidden?: HiddenFields;
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action}>
      <Hidden fields={hidden} />
      {children}
      <Actions>
        <SubmitButton>{submit}</SubmitButton>
      </Actions>
    </form>
  );
}
