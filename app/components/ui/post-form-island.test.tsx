import { fireEvent, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountNewMarkupIslands } from '#app/islands/mount-islands.ts';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { checkoutFieldRules } from '#shared/contracts/checkout.ts';
import type { FieldRule } from '#shared/contracts/field-rules.ts';
import { visitCreditFields } from '#shared/visit-credit.ts';
import { trackerHarness } from '#tests/tracker-harness.ts';
import { startTracker } from '#app/tracker/tracker.ts';
import { FormField } from './form-field.tsx';
import { ruleAttributes } from './form-markup.ts';
import { Input } from './input.tsx';
import { IslandForm, IslandSubmitButton } from './island-form.tsx';
import { mount } from './post-form-island.ts';

const failure = { title: 'Message Error', description: 'Please try again later.' };

/** A text field as the pages render it, with its rule and an optional hint. */
function Field({ name, rule, hint }: { name: string; rule: FieldRule; hint?: string }) {
  return (
    <FormField id={name} label={name} hint={hint}>
      {(control) => <Input {...control} {...ruleAttributes(rule)} name={name} />}
    </FormField>
  );
}

function Form({
  children,
  leavesPage,
  creditsVisit,
}: {
  children: ReactNode;
  leavesPage?: boolean;
  creditsVisit?: boolean;
}) {
  return (
    <IslandForm
      action="/checkout"
      intent={formIntents.checkout}
      notice={undefined}
      failure={failure}
      leavesPage={leavesPage}
      creditsVisit={creditsVisit}
    >
      {children}
      <IslandSubmitButton busyText="Sending..." name="pay" value="card">
        Send
      </IslandSubmitButton>
    </IslandForm>
  );
}

const checkoutFields = (
  <>
    <Field name="email" rule={checkoutFieldRules.email} />
    <Field name="name" rule={checkoutFieldRules.name} hint="As on your card." />
    <Field name="zip" rule={checkoutFieldRules.zip} />
  </>
);

let toasts: ToastDetail[] = [];
const record = (event: Event) => toasts.push((event as CustomEvent<ToastDetail>).detail);

/** The markup in the page, its form's island mounted. */
function page(markup: ReactNode) {
  document.body.innerHTML = renderToStaticMarkup(markup);
  const form = document.querySelector('form');
  if (!form) throw new Error('No form');
  mount(form);
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { form, field, button: within(form).getByRole('button'), user: userEvent.setup() };
}

/** `fetch` answering every call with `html`, recording what was asked. */
function answerWith(html: string) {
  const calls: { url: string; method: string; body: string }[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: input.toString(),
      method: init?.method ?? 'GET',
      body: init?.body instanceof URLSearchParams ? init.body.toString() : '',
    });
    return Promise.resolve(new Response(html, { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const answeredPage = (markup: ReactNode) =>
  `<!doctype html><html><body><main>${renderToStaticMarkup(markup)}</main></body></html>`;

const notice = (title: string, description: string) =>
  `<div role="status" data-form-notice="success"><p><strong data-notice-title>${title}</strong><span data-notice-description>${description}</span></p></div>`;

beforeEach(() => {
  toasts = [];
  window.addEventListener(toastEvent, record);
});
afterEach(() => {
  window.removeEventListener(toastEvent, record);
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the form island checking fields by their rules', () => {
  it("refuses to send with an empty required field: every red field flagged, the first focused, 'Required Fields Missing'", async () => {
    const calls = answerWith('');
    const { field, button, user } = page(<Form>{checkoutFields}</Form>);
    await user.type(field('zip'), '123');
    await user.click(button);

    expect(calls).toEqual([]);
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('email')).toHaveAccessibleDescription('Enter your email address.');
    expect(field('name')).toHaveAccessibleDescription('Enter your full name. As on your card.');
    expect(field('zip')).toHaveAccessibleDescription('Enter a 5-digit ZIP code or ZIP+4.');
    expect(field('email')).toHaveFocus();
    expect(toasts).toEqual([
      {
        message: notices.requiredFieldsMissing.title,
        description: notices.requiredFieldsMissing.description,
        kind: 'error',
      },
    ]);
  });

  it("says 'Please Check Your Details' when every field holds something but one is wrong", async () => {
    const calls = answerWith('');
    const { field, button, user } = page(<Form>{checkoutFields}</Form>);
    await user.type(field('email'), 'parent@example');
    await user.type(field('name'), 'Sam\u202ERiver');
    await user.type(field('zip'), '12345');
    await user.click(button);

    expect(calls).toEqual([]);
    expect(field('email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    expect(field('name')).toHaveAccessibleDescription(
      'Remove the unusual characters (control, direction or stacked accent marks). As on your card.',
    );
    expect(field('zip')).not.toHaveAttribute('aria-invalid');
    expect(field('email')).toHaveFocus();
    expect(toasts.map((toast) => toast.message)).toEqual([notices.invalidFields.title]);
  });

  it('writes the red field as React renders it: the message after the control, before the hint, read first', async () => {
    const { form, button, user } = page(<Form>{checkoutFields}</Form>);
    await user.click(button);
    const flagged = form.querySelector('#name')?.parentElement;
    const rendered = document.createElement('div');
    rendered.innerHTML = renderToStaticMarkup(
      <FormField id="name" label="name" hint="As on your card." error="Enter your full name.">
        {(control) => (
          <Input {...control} {...ruleAttributes(checkoutFieldRules.name)} name="name" />
        )}
      </FormField>,
    );
    // The same nodes and attributes, in whatever order the attributes were set.
    expect(flagged?.isEqualNode(rendered.firstElementChild)).toBe(true);
  });

  it('checks a field when left holding something, not when passed through empty', async () => {
    const { field, user } = page(<Form>{checkoutFields}</Form>);
    await user.click(field('email'));
    await user.click(field('name'));
    expect(field('email')).not.toHaveAttribute('aria-invalid');

    await user.type(field('zip'), '1234');
    await user.click(field('email'));
    expect(field('zip')).toHaveAccessibleDescription('Enter a 5-digit ZIP code or ZIP+4.');
    expect(toasts).toEqual([]);
  });

  it('checks a red field again as it is edited: the message follows, then clears', async () => {
    const { field, button, user } = page(<Form>{checkoutFields}</Form>);
    await user.click(button);
    expect(field('email')).toHaveAccessibleDescription('Enter your email address.');

    await user.type(field('email'), 'parent@');
    expect(field('email')).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    await user.type(field('email'), 'example.com');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(field('email')).not.toHaveAccessibleDescription();
    expect(document.getElementById('email-error')).toBeNull();
  });

  it("checks a radio group (flag on its fieldset, focus on its first radio) and a checkbox's tick", async () => {
    const rating: FieldRule = { missing: 'Choose a rating.', oneOf: ['1', '2'] };
    const consent: FieldRule = { missing: 'Tick the box to agree.', oneOf: ['yes'] };
    const { form, button, user } = page(
      <Form>
        <fieldset>
          <legend>Rating</legend>
          <label>
            <input id="rating" type="radio" name="rating" value="1" {...ruleAttributes(rating)} />1
          </label>
          <label>
            <input type="radio" name="rating" value="2" {...ruleAttributes(rating)} />2
          </label>
        </fieldset>
        <label>
          <input
            id="consent"
            type="checkbox"
            name="consent"
            value="yes"
            {...ruleAttributes(consent)}
          />
          I agree
        </label>
      </Form>,
    );
    await user.click(button);
    const group = within(form).getByRole('group', { name: 'Rating' });
    const [first, second] = within(form).getAllByRole('radio');
    const box = within(form).getByRole('checkbox');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a rating.');
    expect(box).toHaveAccessibleDescription('Tick the box to agree.');
    expect(first).toHaveFocus();
    expect(toasts.map((toast) => toast.message)).toEqual([notices.requiredFieldsMissing.title]);

    if (!second) throw new Error('No second radio');
    await user.click(second);
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAccessibleDescription();
    await user.click(box);
    expect(box).not.toHaveAccessibleDescription();
  });
});

/** The browser's own post of the form: the submit event, then (not canceled) the entries it sends. */
function browserPost(form: HTMLFormElement, submitter: HTMLElement) {
  const proceeds = form.dispatchEvent(
    new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }),
  );
  if (!proceeds) return undefined;
  const formData = new FormData(form, submitter);
  form.dispatchEvent(Object.assign(new Event('formdata'), { formData }));
  return Object.fromEntries(formData);
}

describe('a form that leaves the page', () => {
  it('lets the browser post it with its button and the visit, then shows it busy until the page comes back', async () => {
    vi.useFakeTimers();
    // The tracker says once that no Google tag is configured.
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = trackerHarness();
    const stop = startTracker({
      endpoint: '/api/track-analytics',
      tagId: null,
      sessionToolId: null,
    });
    try {
      const { form, field, button } = page(
        <Form leavesPage creditsVisit>
          {checkoutFields}
        </Form>,
      );
      fireEvent.input(field('email'), { target: { value: 'parent@example.com' } });
      fireEvent.input(field('name'), { target: { value: 'Sam River' } });
      fireEvent.input(field('zip'), { target: { value: '12345' } });

      const posted = browserPost(form, button);
      expect(posted).toMatchObject({
        intent: formIntents.checkout,
        email: 'parent@example.com',
        pay: 'card',
        [visitCreditFields.sessionId]: expect.any(String),
        [visitCreditFields.visitorId]: expect.any(String),
      });
      expect(button).toBeEnabled();
      await vi.advanceTimersByTimeAsync(0);
      expect(button).toBeDisabled();
      expect(button).toHaveTextContent('Sending...');
      expect(harness.fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(form.action);

      // Sent again while it leaves: no second post.
      expect(browserPost(form, button)).toBeUndefined();
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      expect(button).toBeEnabled();
      expect(button).toHaveTextContent('Send');
    } finally {
      stop();
      warned.mockRestore();
      vi.useRealTimers();
    }
  });

  it('stays on the page while a field is red', () => {
    const { form, button } = page(<Form leavesPage>{checkoutFields}</Form>);
    expect(browserPost(form, button)).toBeUndefined();
    expect(toasts.map((toast) => toast.message)).toEqual([notices.requiredFieldsMissing.title]);
  });
});

describe('a form whose answer replaces its scope', () => {
  it('puts the answered scope in place, its notice as a toast, and brings its new form to life', async () => {
    mountNewMarkupIslands({
      'post-form': { when: 'now', load: () => Promise.resolve({ mount }) },
    });
    const scoped = (body: ReactNode) => <section data-form-scope="sign-in">{body}</section>;
    const calls = answerWith(
      answeredPage(
        scoped(
          <>
            <div dangerouslySetInnerHTML={{ __html: notice('Link Sent', 'Check your inbox.') }} />
            <Form>
              <Field name="email" rule={checkoutFieldRules.email} />
            </Form>
          </>,
        ),
      ),
    );
    document.body.innerHTML = renderToStaticMarkup(
      scoped(
        <Form>
          <Field name="email" rule={checkoutFieldRules.email} />
        </Form>,
      ),
    );
    const old = document.querySelector('form');
    if (!old) throw new Error('No form');
    mount(old);
    const user = userEvent.setup();
    await user.type(within(old).getByRole('textbox'), 'parent@example.com');
    await user.click(within(old).getByRole('button'));

    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(calls).toEqual([
      {
        url: `${location.origin}/checkout`,
        method: 'POST',
        body: 'intent=checkout&email=parent%40example.com&pay=card',
      },
    ]);
    expect(toasts[0]).toEqual({
      message: 'Link Sent',
      description: 'Check your inbox.',
      kind: 'success',
    });
    expect(old.isConnected).toBe(false);
    const fresh = document.querySelector('form');
    if (!fresh) throw new Error('No new form');
    expect(document.querySelector('[data-form-notice]')).toBeNull();
    expect(within(fresh).getByRole('button')).toHaveFocus();

    // The new form is the island's: it checks before it sends.
    await user.click(within(fresh).getByRole('button'));
    await vi.waitFor(() =>
      expect(within(fresh).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls).toHaveLength(1);
  });

  it("says the form's failure and keeps what was typed when no answer comes", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { field, button, user } = page(<Form>{checkoutFields}</Form>);
    await user.type(field('email'), 'parent@example.com');
    await user.type(field('name'), 'Sam River');
    await user.type(field('zip'), '12345');
    await user.click(button);

    await vi.waitFor(() =>
      expect(toasts).toEqual([
        { message: failure.title, description: failure.description, kind: 'error' },
      ]),
    );
    expect(field('email')).toHaveValue('parent@example.com');
    expect(button).toBeEnabled();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});

describe('a GET form', () => {
  /** The checkout's discount code: a GET form whose controls sit in a part of the page. */
  function checkoutPage(code: string | undefined) {
    return (
      <>
        <form
          id="code-form"
          method="get"
          action="/checkout"
          data-island="post-form"
          data-failure-title={failure.title}
        />
        <div data-part="summary">
          <p>{code ? `${code}: $10 off` : 'No code'}</p>
          {code ? (
            <>
              <div
                dangerouslySetInnerHTML={{
                  __html: notice('Code Applied', `${code} takes $10 off.`),
                }}
              />
              <button type="submit" form="code-form" name="code" value="">
                Remove
              </button>
            </>
          ) : (
            <>
              <input aria-label="Code" form="code-form" name="code" defaultValue="" />
              <button type="submit" form="code-form">
                Apply
              </button>
            </>
          )}
          <div data-island="probe" />
        </div>
        <label>
          Email
          <input name="email" defaultValue="" />
        </label>
      </>
    );
  }

  it("fetches the address the form makes, puts the answered parts in place, moves there, and toasts the part's notice", async () => {
    const probes: HTMLElement[] = [];
    mountNewMarkupIslands({
      probe: {
        when: 'now',
        load: () => Promise.resolve({ mount: (root) => void probes.push(root) }),
      },
    });
    history.replaceState(null, '', '/checkout');
    const calls = answerWith(answeredPage(checkoutPage('SAVE10')));
    document.body.innerHTML = renderToStaticMarkup(checkoutPage(undefined));
    const form = document.querySelector('form');
    if (!form) throw new Error('No form');
    mount(form);
    const user = userEvent.setup();
    await user.type(
      within(document.body).getByRole('textbox', { name: 'Email' }),
      'kept@example.com',
    );
    await user.type(within(document.body).getByRole('textbox', { name: 'Code' }), 'SAVE10');
    await user.click(within(document.body).getByRole('button', { name: 'Apply' }));

    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(calls).toEqual([
      { url: `${location.origin}/checkout?code=SAVE10`, method: 'GET', body: '' },
    ]);
    expect(location.pathname + location.search).toBe('/checkout?code=SAVE10');
    expect(toasts[0]).toEqual({
      message: 'Code Applied',
      description: 'SAVE10 takes $10 off.',
      kind: 'success',
    });
    expect(document.querySelector('[data-part="summary"] p')).toHaveTextContent('SAVE10: $10 off');
    expect(document.querySelector('[data-form-notice]')).toBeNull();
    const remove = within(document.body).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveFocus();
    expect(within(document.body).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'kept@example.com',
    );
    await vi.waitFor(() =>
      expect(probes).toEqual([document.querySelector('[data-island="probe"]')]),
    );

    // The submitter's name and value go with it: Remove sends an empty code.
    answerWith(answeredPage(checkoutPage(undefined)));
    await user.click(remove);
    await vi.waitFor(() => expect(location.search).toBe('?code='));
    expect(within(document.body).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });
});
