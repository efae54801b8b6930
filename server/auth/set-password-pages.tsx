import { FieldsForm } from '#app/server-pages/post-forms.tsx';
import {
  ActionLink,
  Field,
  Notice,
  PageTitle,
  Text,
} from '#app/server-pages/server-page-parts.tsx';
import type { ServerPage } from '#server/http/server-page.tsx';
import type { AuthLinkPurpose } from '#server/db/schema.ts';
import { adminPath } from '#shared/admin-path.ts';
import { setPasswordPath } from '#shared/contracts/admin-api.ts';
import { passwordLimits } from '#shared/contracts/auth.ts';
import { matchPasswordsScript } from './set-password-script.ts';

// The page behind the links in invitation and reset mail. Opening it changes nothing;
// only the form's POST uses the link.

type PasswordFieldName = 'password' | 'confirm';
export type FieldErrors = Partial<Record<PasswordFieldName, string>>;
/** What was typed into the form the server refused, shown again in the answer to that POST. */
export type TypedPasswords = Record<PasswordFieldName, string>;

const headings: Record<AuthLinkPurpose, string> = {
  invite: 'Choose your password',
  reset: 'Choose a new password',
};

function PasswordField(props: {
  name: PasswordFieldName;
  label: string;
  hint?: string;
  error: string | undefined;
  typed: string | undefined;
}) {
  return (
    <Field
      id={props.name}
      name={props.name}
      type="password"
      autoComplete="new-password"
      required
      minLength={passwordLimits.min}
      maxLength={passwordLimits.max}
      defaultValue={props.typed || undefined}
      label={props.label}
      hint={props.hint}
      error={props.error}
    />
  );
}

/**
 * The form: the account's address for password managers, the new password twice, the token
 * hidden. Refused, it comes back with the errors and what was typed: only ever as the answer
 * to the POST that sent it (never cached, never in an address).
 */
export function setPasswordFormPage(
  link: { token: string; purpose: AuthLinkPurpose; email: string },
  refused?: { errors: FieldErrors; typed: TypedPasswords },
): ServerPage {
  const errors = refused?.errors ?? {};
  const heading = headings[link.purpose];
  const invalid = Object.keys(errors).length > 0;
  return {
    title: heading,
    status: invalid ? 400 : 200,
    script: matchPasswordsScript,
    body: (
      <>
        <PageTitle>{heading}</PageTitle>
        {invalid && (
          <Notice role="alert">
            <strong>The password was not set.</strong> Please correct the fields marked below.
          </Notice>
        )}
        <Text>
          For the {'{{brand}}'} back office account <strong>{link.email}</strong>.
        </Text>
        <FieldsForm action={setPasswordPath} hidden={{ token: link.token }} submit="Set password">
          <Field
            id="username"
            name="username"
            type="email"
            autoComplete="username"
            defaultValue={link.email}
            readOnly
            label="Email"
          />
          <PasswordField
            name="password"
            label="New password"
            hint={`At least ${passwordLimits.min} characters, hard to guess and without your email address. A few unrelated words make a strong one.`}
            error={errors.password}
            typed={refused?.typed.password}
          />
          <PasswordField
            name="confirm"
            label="Repeat the new password"
            error={errors.confirm}
            typed={refused?.typed.confirm}
          />
        </FieldsForm>
      </>
    ),
  };
}

export const invalidLinkPage: ServerPage = {
  title: 'Link no longer valid',
  status: 410,
  body: (
    <>
      <PageTitle>This link no longer works</PageTitle>
      <Text>
        Links to set a password work once: an invitation for 24 hours, a password reset for one
        hour. This one has been used, has expired, or was not copied whole.
      </Text>
      <Text>
        Request a new link on the sign-in page with <strong>Forgot password?</strong>, or ask
        another admin to invite you again.
      </Text>
      <ActionLink href={adminPath}>Request a new link</ActionLink>
    </>
  ),
};

export function passwordSetPage(email: string): ServerPage {
  return {
    title: 'Password set',
    body: (
      <>
        <PageTitle>Your password is set</PageTitle>
        <Text>
          You can now sign in to the {'{{brand}}'} back office as <strong>{email}</strong>. Any
          session that was signed in with the old password has been signed out.
        </Text>
        <ActionLink href={adminPath}>Sign in</ActionLink>
      </>
    ),
  };
}
