import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stateGuideSectionKeys, type StateGuideContent } from '#shared/contracts/publishing.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import {
  entryDetail,
  jurisdictionsAnswer,
  stateGuideContent,
} from '#tests/publishing-admin-fixtures.ts';
import { currentAddress, renderAdminCard } from '#tests/render-admin.tsx';
import { StateGuideFields } from './state-guide-fields.tsx';
import { stateGuidesCopy } from './state-guides-copy.ts';
import { StateGuidesSection } from './state-guides-section.tsx';

const copy = stateGuidesCopy;
const fields = copy.fields;

const routes = {
  'GET /api/admin/publishing/jurisdictions': () => Response.json(jurisdictionsAnswer()),
} as const;

const renderSection = () => renderAdminCard(<StateGuidesSection />, { url: '/admin/state-guides' });

const rowOf = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

afterEach(() => vi.unstubAllGlobals());

describe('the state guides section', () => {
  it('lists all 51 jurisdictions in the server’s order, each covered one with its guide', async () => {
    fakeAdminApi(routes);
    renderSection();
    const table = await screen.findByRole('table');
    const states = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(states).toHaveLength(51);
    expect(states.slice(0, 4)).toEqual(['Texas', 'Ohio', 'California', 'Alabama']);
    expect(states).toContain('District of Columbia');

    const texas = rowOf('Texas');
    expect(texas.getByText('510')).toBeInTheDocument();
    expect(texas.getByText(copy.statuses.published)).toBeInTheDocument();
    expect(texas.getByText('Oct 2, 2026')).toBeInTheDocument();
    expect(texas.getByText('Oct 3, 2026')).toBeInTheDocument();
    expect(texas.getByRole('link', { name: `${copy.edit}: Texas` })).toHaveAttribute(
      'href',
      '/admin/state-guides/7',
    );
    expect(rowOf('California').getByText(copy.statuses.draft)).toBeInTheDocument();

    const ohio = rowOf('Ohio');
    expect(ohio.getByText(copy.notCovered)).toBeInTheDocument();
    expect(ohio.queryByRole('link')).not.toBeInTheDocument();
    expect(ohio.getByRole('button', { name: `${copy.writeGuide}: Ohio` })).toBeInTheDocument();
  });

  it('writes a guide for an uncovered state: a draft from the template, then its editor', async () => {
    const api = fakeAdminApi({
      ...routes,
      'POST /api/admin/publishing/entries': () =>
        Response.json(entryDetail({ id: 52, status: 'draft' }), { status: 201 }),
    });
    const { user } = renderSection();
    await screen.findByRole('table');
    await user.click(rowOf('Ohio').getByRole('button', { name: `${copy.writeGuide}: Ohio` }));
    expect(await screen.findByText(copy.notices.created.title)).toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toBe('/admin/state-guides/52'));

    const [call] = api.callsTo('POST /api/admin/publishing/entries');
    const { content } = call?.body as { content: StateGuideContent };
    expect(content).toMatchObject({
      kind: 'state_guide',
      state: 'OH',
      slug: 'ohio-child-support',
      title: 'Ohio Child Support',
      agency: '',
      agencyName: '',
      sources: [],
    });
    expect(content.sections.overview.heading).toBe('How child support orders work in Ohio');
    expect(content.sections.mistakes.heading).toBe('Common mistakes Ohio parents make');
    expect(content.sections.nextSteps.heading).toBe('What to do this week');
    // The software writes no legal text: every section's body is the seller's to write.
    for (const key of stateGuideSectionKeys) expect(content.sections[key].body).toBe('');
  });
});

/** The fields as an editor holds them: its own state, the errors it was given. */
function FieldsHarness({ errors }: { errors: Record<string, string> }) {
  const [value, setValue] = useState(stateGuideContent({ agency: '', challengeDays: 0 }));
  return (
    <>
      <StateGuideFields value={value} onChange={setValue} errors={errors} />
      <output aria-label="content">{JSON.stringify(value)}</output>
    </>
  );
}

const held = (): StateGuideContent =>
  JSON.parse(screen.getByLabelText('content').textContent) as StateGuideContent;

describe('the state guide’s template fields', () => {
  it('edits the state, the agency, the deadline and each section, with a hint of what belongs there', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FieldsHarness errors={{}} />);
    expect(screen.getByLabelText(new RegExp(`^${fields.challengeDays}`))).toHaveValue(null);
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${fields.state}`)), 'Iowa');
    await user.type(screen.getByLabelText(/^Agency \(short name\)/), 'CSS');
    await user.type(screen.getByLabelText(new RegExp(`^${fields.challengeDays}`)), '15');
    const deadline = screen.getByLabelText('Deadline: text');
    expect(deadline).toHaveAccessibleDescription(fields.sections.deadline.hint);
    await user.type(deadline, '15 days from service.');
    expect(held()).toMatchObject({ state: 'IA', agency: 'CSS', challengeDays: 15 });
    expect(held().sections.deadline.body).toBe('15 days from service.');
    expect(screen.getAllByRole('textbox', { name: /: text$/ })).toHaveLength(
      stateGuideSectionKeys.length,
    );
  });

  it('shows each error beside its field, by the path the server names it', () => {
    render(
      <FieldsHarness
        errors={{
          'content.agency': 'Agency is required.',
          'content.challengeDays': 'Days to challenge must be at least 1.',
          'content.sections.deadline.body': 'Unknown placeholder {{fee}}.',
        }}
      />,
    );
    const agency = screen.getByLabelText(/^Agency \(short name\)/);
    expect(agency).toHaveAttribute('aria-invalid', 'true');
    expect(agency).toHaveAccessibleDescription(/Agency is required\./);
    expect(
      screen.getByLabelText(new RegExp(`^${fields.challengeDays}`)),
    ).toHaveAccessibleDescription(/at least 1/);
    expect(screen.getByLabelText('Deadline: text')).toHaveAccessibleDescription(
      /Unknown placeholder \{\{fee\}\}\./,
    );
    expect(screen.getByLabelText('Forms: text')).not.toHaveAttribute('aria-invalid');
  });
});
