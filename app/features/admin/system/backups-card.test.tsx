import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { backupsCopy } from '#content/admin-backups.ts';
import type { BackupRunView, BackupsResponse } from '#shared/contracts/system.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { BackupsCard } from './backups-card.tsx';

const copy = backupsCopy.card;

function run(overrides: Partial<BackupRunView>): BackupRunView {
  return {
    id: 1,
    trigger: 'scheduled',
    status: 'succeeded',
    startedAt: '2026-12-05T09:00:00.000Z',
    finishedAt: '2026-12-05T09:00:40.000Z',
    fileName: 'backup-20261205T090000000Z.csdb.gz',
    bytes: 12_400_000,
    rows: 48_210,
    remoteStatus: 'uploaded',
    error: null,
    ...overrides,
  };
}

const answer: BackupsResponse = {
  runs: [
    run({ id: 3, trigger: 'manual', remoteStatus: 'failed', error: 'Upload to shop failed: 500' }),
    run({
      id: 2,
      status: 'failed',
      fileName: null,
      bytes: null,
      rows: null,
      remoteStatus: 'none',
      error: 'disk full',
    }),
    run({ id: 1 }),
  ],
  schedule: { enabled: true, hour: 3, keep: 7 },
  timeZone: 'America/Chicago',
  remote: { bucket: 'shop-backups', prefix: 'backups/' },
};

describe('the backups card', () => {
  it('lists the runs with their outcome, size, trigger, copy and a download link', async () => {
    fakeAdminApi({ 'GET /api/admin/backups': () => Response.json(answer) });
    renderAdminCard(<BackupsCard />);
    const list = within(await screen.findByRole('region', { name: copy.recent }));
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const [manual, failed, scheduled] = rows.map((row) => within(row));
    expect(manual?.getByText(copy.status.succeeded)).toBeInTheDocument();
    expect(manual?.getByText(copy.remoteStatus.failed)).toBeInTheDocument();
    expect(manual?.getByText(`${copy.trigger.manual} · 12.4 MB · 48,210 rows`)).toBeInTheDocument();
    expect(manual?.getByText('Upload to shop failed: 500')).toBeInTheDocument();
    expect(manual?.getByRole('link', { name: /Download the backup/ })).toHaveAttribute(
      'href',
      '/api/admin/backups/3/file',
    );
    expect(failed?.getByText(copy.status.failed)).toBeInTheDocument();
    expect(failed?.getByText('disk full')).toBeInTheDocument();
    expect(failed?.queryByRole('link')).toBeNull();
    expect(scheduled?.getByText(copy.remoteStatus.uploaded)).toBeInTheDocument();
    expect(screen.getByText('A copy of each goes to shop-backups/backups/.')).toBeInTheDocument();
  });

  it('starts a backup now, and says so', async () => {
    const api = fakeAdminApi({
      'GET /api/admin/backups': () => Response.json({ ...answer, runs: [] }),
      'POST /api/admin/backups': () =>
        Response.json(
          { run: run({ id: 9, status: 'running', trigger: 'manual' }) },
          { status: 202 },
        ),
    });
    const { user } = renderAdminCard(<BackupsCard />);
    expect(await screen.findByText(copy.none)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.backUpNow }));
    expect(await screen.findByText(backupsCopy.notices.started.title)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/backups')).toHaveLength(1);
  });

  it('shows the server’s refusal when a backup is already running', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeAdminApi({
      'GET /api/admin/backups': () => Response.json(answer),
      'POST /api/admin/backups': () =>
        Response.json(
          { error: { code: 'backup_running', message: 'A backup is being made right now.' } },
          { status: 409 },
        ),
    });
    const { user } = renderAdminCard(<BackupsCard />);
    await user.click(await screen.findByRole('button', { name: copy.backUpNow }));
    expect(await screen.findByText('A backup is being made right now.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('saves the schedule in the shop’s zone, and shows each field’s refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeAdminApi({
      'GET /api/admin/backups': () => Response.json(answer),
      'PUT /api/admin/backups/schedule': ({ body }) =>
        (body as { keep: unknown }).keep === 0
          ? Response.json(
              {
                error: {
                  code: 'validation_failed',
                  message: 'Some fields are missing or invalid.',
                  fields: { keep: 'Keep from 1 to 90 backups.' },
                },
              },
              { status: 400 },
            )
          : Response.json(body),
    });
    const { user } = renderAdminCard(<BackupsCard />);
    const form = within(await screen.findByRole('form', { name: backupsCopy.schedule.title }));
    expect(form.getByText('In the shop’s time zone, America/Chicago.')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText(/Hour/), '22');
    await user.click(form.getByLabelText(backupsCopy.schedule.enabled));
    const keep = form.getByLabelText(/Backups kept/);
    await user.clear(keep);
    await user.type(keep, '0');
    await user.click(form.getByRole('button', { name: backupsCopy.schedule.save }));
    expect(await form.findByText('Keep from 1 to 90 backups.')).toBeInTheDocument();
    expect(keep).toHaveAttribute('aria-invalid', 'true');
    await user.clear(keep);
    await user.type(keep, '14');
    await user.click(form.getByRole('button', { name: backupsCopy.schedule.save }));
    expect(await screen.findByText(backupsCopy.notices.saved.title)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/backups/schedule').map((call) => call.body)).toEqual([
      { enabled: false, hour: 22, keep: 0 },
      { enabled: false, hour: 22, keep: 14 },
    ]);
  });
});
