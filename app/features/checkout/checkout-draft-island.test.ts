import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answersPostAttribute } from './checkout-islands.ts';
import { mount } from './checkout-draft-island.ts';
import { readDraft, writeDraft, type CheckoutDraft } from './checkout-draft-store.ts';

const kept: CheckoutDraft = {
  email: 'back@example.com',
  name: 'Casey Cancel',
  address: '5 Elm St',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
  newsConsent: 'on',
};

/** The payment form's card as the server sends it, its fields holding `values`. */
function page(values: Partial<CheckoutDraft> = {}, { answersPost = false } = {}) {
  const root = document.createElement('div');
  if (answersPost) root.setAttribute(answersPostAttribute, '');
  const text = (name: keyof CheckoutDraft) =>
    `<input name="${name}" value="${values[name] ?? ''}">`;
  root.innerHTML = `<form method="post" action="/checkout">
    ${text('email')}${text('name')}${text('address')}${text('city')}
    <select name="state"><option value=""></option><option value="TX">Texas</option><option value="OH"${values.state === 'OH' ? ' selected' : ''}>Ohio</option></select>
    ${text('zip')}
    <input type="checkbox" name="newsConsent" value="on">
  </form>`;
  document.body.append(root);
  const form = root.querySelector('form') as HTMLFormElement;
  const field = (name: keyof CheckoutDraft) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  return { root, form, field };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the checkout draft island', () => {
  it('brings the kept draft back into the empty fields', () => {
    writeDraft(kept);
    const { root, field } = page();
    mount(root);
    expect(field('email').value).toBe('back@example.com');
    expect(field('city').value).toBe('Dallas');
    expect(field('state').value).toBe('TX');
    expect((field('newsConsent') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps what was typed before it ran, and keeps that too', () => {
    writeDraft(kept);
    const { root, field } = page({ email: 'typed@example.com', state: 'OH' });
    mount(root);
    expect(field('email').value).toBe('typed@example.com');
    expect(field('state').value).toBe('OH');
    expect(field('name').value).toBe('Casey Cancel');
    expect(readDraft()).toMatchObject({ email: 'typed@example.com', state: 'OH' });
  });

  it('restores nothing over a page answering a post', () => {
    writeDraft(kept);
    const { root, field } = page({ email: 'buyer@' }, { answersPost: true });
    mount(root);
    expect(field('email').value).toBe('buyer@');
    expect(field('name').value).toBe('');
    expect(field('state').value).toBe('');
  });

  it('writes the draft as the buyer types and ticks', () => {
    const { root, field } = page();
    mount(root);
    field('email').value = 'new@example.com';
    field('email').dispatchEvent(new Event('input', { bubbles: true }));
    expect(readDraft()).toMatchObject({ email: 'new@example.com', name: '' });
    const box = field('newsConsent') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    field('state').value = 'TX';
    field('state').dispatchEvent(new Event('change', { bubbles: true }));
    expect(readDraft()).toMatchObject({ newsConsent: 'on', state: 'TX' });
  });
});
