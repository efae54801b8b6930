import { html } from 'hono/html';
import type { SimplePage } from '#server/http/simple-page.ts';
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

function passwordField(
  field: { name: PasswordFieldName; label: string; hint?: string },
  error: string | undefined,
  typed: string | undefined,
) {
  const described = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return html`<label for="${field.name}">${field.label}</label>
    <input
      id="${field.name}"
      name="${field.name}"
      type="password"
      autocomplete="new-password"
      required
      minlength="${passwordLimits.min}"
      maxlength="${passwordLimits.max}"
      ${typed ? html`value="${typed}"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''}
      ${error ? html`aria-invalid="true"` : ''}
    />
    ${field.hint ? html`<p class="hint" id="${field.name}-hint">${field.hint}</p>` : ''}
    ${error ? html`<p class="field-error" id="${field.name}-error">${error}</p>` : ''}`;
}

/**
 * The form: the account's address for password managers, the new password twice, the token
 * hidden. Refused, it comes back with the errors and what was typed: only ever as the answer
 * to the POST that sent it (never cached, never in an address).
 */
export function setPasswordFormPage(
  link: { token: string; purpose: AuthLinkPurpose; email: string },
  refused?: { errors: FieldErrors; typed: TypedPasswords },
): SimplePage {
  const errors = refused?.errors ?? {};
  const heading = headings[link.purpose];
  const invalid = Object.keys(errors).length > 0;
  return {
    title: heading,
    status: invalid ? 400 : 200,
    script: matchPasswordsScript,
    body: html`<h1>${heading}</h1>
      ${
        invalid
          ? html`<p class="notice" role="alert">
              <strong>The password was not set.</strong> Please correct the fields marked below.
            </p>`
          : ''
      }
      <p>For the {{brand}} back office account <strong>${link.email}</strong>.</p>
      <form method="post" action="${setPasswordPath}">
        <input type="hidden" name="token" value="${link.token}" />
        <label for="username">Email</label>
        <input
          id="username"
          name="username"
          type="email"
          autocomplete="username"
          value="${link.email}"
          readonly
        />
        ${passwordField(
          {
            name: 'password',
            label: 'New password',
            hint: `At least ${passwordLimits.min} characters, hard to guess and without your email address. A few unrelated words make a strong one.`,
          },
          errors.password,
          refused?.typed.password,
        )}
        ${passwordField(
          { name: 'confirm', label: 'Repeat the new password' },
          errors.confirm,
          refused?.typed.confirm,
        )}
        <div class="actions"><button type="submit" class="button">Set password</button></div>
      </form>`,
  };
}

export const invalidLinkPage: SimplePage = {
  title: 'Link no longer valid',
  status: 410,
  body: html`<h1>This link no longer works</h1>
    <p>
      Links to set a password work once: an invitation for 24 hours, a password reset for one hour.
      This one has been used, has expired, or was not copied whole.
    </p>
    <p>
      Request a new link on the sign-in page with <strong>Forgot password?</strong>, or ask another
      admin to invite you again.
    </p>
    <div class="actions"><a class="button" href="${adminPath}">Request a new link</a></div>`,
};

export function passwordSetPage(email: string): SimplePage {
  return {
    title: 'Password set',
    body: html`<h1>Your password is set</h1>
      <p>
        You can now sign in to the {{brand}} back office as <strong>${email}</strong>. Any session
        that was signed in with the old password has been signed out.
      </p>
      <div class="actions"><a class="button" href="${adminPath}">Sign in</a></div>`,
  };
}
