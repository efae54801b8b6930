import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldsForm, OneButtonForm } from './post-forms.tsx';

const formOf = (button: HTMLElement) => button.closest('form');
const hiddenOf = (form: HTMLFormElement | null) =>
  Object.fromEntries(
    [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])].map((input) => [
      input.name,
      input.value,
    ]),
  );

describe('server page forms', () => {
  it('a one-button form posts its hidden fields to its action from its one button', () => {
    render(
      <OneButtonForm action="confirm" hidden={{ token: 'a&b' }}>
        Confirm
      </OneButtonForm>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    const form = formOf(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'confirm');
    expect(hiddenOf(form)).toEqual({ token: 'a&b' });
    expect(form?.elements).toHaveLength(2);
  });

  it('a form of fields posts them with its hidden fields, its submit button last', () => {
    render(
      <FieldsForm action="/set" hidden={{ token: 't' }} submit="Save">
        <input name="email" aria-label="Email" />
      </FieldsForm>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const form = formOf(button);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/set');
    expect(hiddenOf(form)).toEqual({ token: 't' });
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Email' }));
    expect([...(form?.elements ?? [])].at(-1)).toBe(button);
  });
});
