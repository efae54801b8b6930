import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useApiForm } from './use-api-form.ts';

const fields = ['email', 'topic', 'consent'] as const;
type Field = (typeof fields)[number];
const empty: Record<Field, string> = { email: '', topic: '', consent: '' };
const schema = z.object({ email: z.string().min(1), topic: z.string(), consent: z.string() });
const fieldId = (name: Field) => `form-${name}`;

function QuickForm({ send }: { send: (data: z.output<typeof schema>) => Promise<void> }) {
  const { values, setValue, submit } = useApiForm({
    fields,
    empty,
    schema,
    fieldId,
    send,
    failure: { title: 'Failed', description: 'Try again.' },
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <input
        id={fieldId('email')}
        value={values.email}
        onChange={(event) => setValue('email', event.target.value)}
      />
      <select
        id={fieldId('topic')}
        value={values.topic}
        onChange={(event) => setValue('topic', event.target.value)}
      >
        <option value="">Choose</option>
        <option value="orders">Orders</option>
      </select>
      <input
        id={fieldId('consent')}
        type="checkbox"
        checked={values.consent === 'on'}
        onChange={(event) => setValue('consent', event.target.checked ? 'on' : '')}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('a form typed into before the page hydrated', () => {
  it('keeps the typed text and the chosen option, sends them, and reads no unticked box as ticked', async () => {
    const send = vi.fn(() => Promise.resolve());
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QuickForm send={send} />);
    document.body.append(container);
    // The visitor types into the server's fields while the page's code is still on its way.
    const email = container.querySelector<HTMLInputElement>('#form-email');
    const topic = container.querySelector<HTMLSelectElement>('#form-topic');
    if (!email || !topic) throw new Error('The server rendered no fields.');
    email.value = 'quick@example.com';
    topic.value = 'orders';

    const page = render(<QuickForm send={send} />, { container, hydrate: true });
    expect(email.value).toBe('quick@example.com');
    expect(topic.value).toBe('orders');

    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledWith({ email: 'quick@example.com', topic: 'orders', consent: '' });
  });
});
