import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemCopy } from '#content/admin-system.ts';
import type { InstanceView, SystemStatus } from '#shared/contracts/system.ts';
import { fakeAdminApi } from '#tests/fake-admin-api.ts';
import { renderAdminCard } from '#tests/render-admin.tsx';
import { SystemSection } from './system-section.tsx';
import { formatUptime } from './system-format.ts';

const copy = systemCopy;

function instance(overrides: Partial<InstanceView> = {}): InstanceView {
  return {
    instanceId: 'a',
    hostname: 'web-1',
    pid: 4121,
    version: '0.1.0',
    startedAt: '2026-12-05T06:00:00.000Z',
    seenAt: '2026-12-06T06:00:00.000Z',
    uptimeSeconds: 90_000,
    pdfWorkerRestarts: 0,
    rssBytes: 150_000_000,
    current: true,
    reporting: true,
    ...overrides,
  };
}

const backup = {
  id: 1,
  trigger: 'scheduled' as const,
  startedAt: '2026-12-05T03:00:00.000Z',
  fileName: 'shop.backup',
  rows: 10,
  remoteStatus: 'none' as const,
};

const troubled: SystemStatus = {
  instances: [
    instance(),
    instance({
      instanceId: 'b',
      hostname: 'web-2',
      pid: 77,
      current: false,
      reporting: false,
      pdfWorkerRestarts: 3,
      uptimeSeconds: 3_900,
    }),
  ],
  mail: [
    { kind: 'order-delivery', label: 'Guide delivery', waiting: 4, retrying: 2, failed: 1 },
    { kind: 'contact-ack', label: 'Message received', waiting: 1, retrying: 0, failed: 0 },
  ],
  lastBackup: {
    ...backup,
    id: 2,
    status: 'failed',
    startedAt: '2026-12-06T03:00:00.000Z',
    finishedAt: '2026-12-06T03:00:05.000Z',
    bytes: null,
    error: 'disk full',
  },
  lastSucceededBackup: {
    ...backup,
    status: 'succeeded',
    finishedAt: '2026-12-05T03:01:00.000Z',
    bytes: 24_000_000,
    error: null,
  },
  storedCopies: { bytes: 500_000_000, limitBytes: 2_000_000_000 },
  database: { driver: 'pglite', bytes: 80_000_000 },
  incidents: [
    { kind: 'mail', openedAt: '2026-12-06T05:00:00.000Z', closedAt: null },
    {
      kind: 'backups',
      openedAt: '2026-12-01T05:00:00.000Z',
      closedAt: '2026-12-02T05:00:00.000Z',
    },
  ],
};

const calm: SystemStatus = {
  ...troubled,
  instances: [instance()],
  mail: [],
  incidents: [],
  lastBackup: troubled.lastSucceededBackup,
};

function showing(status: SystemStatus) {
  const api = fakeAdminApi({
    'GET /api/admin/system': () => Response.json(status),
    'GET /api/admin/mail/relay': () => Response.json({ hold: null }),
  });
  renderAdminCard(<SystemSection />, { url: '/admin/system' });
  return api;
}

describe('System section', () => {
  it('warns of the open incidents only, and lists each instance with its figures', async () => {
    showing(troubled);
    const alert = await screen.findByRole('alert', { name: copy.incidents.title });
    expect(alert).toHaveTextContent(/Mail has been failing since/);
    expect(alert).not.toHaveTextContent(/No backup has succeeded/);
    const rows = within(
      screen.getByRole('region', { name: copy.instances.tableLabel }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, current, silent] = rows;
    expect(current).toHaveTextContent('web-1');
    expect(current).toHaveTextContent(copy.instances.current);
    expect(current).toHaveTextContent('1 d 1 h');
    expect(current).toHaveTextContent('150 MB');
    expect(silent).toHaveTextContent(copy.instances.notReporting);
    expect(silent).toHaveTextContent('1 h 5 min');
    expect(within(silent as HTMLElement).getByText('3')).toBeInTheDocument();
  });

  it('counts mail by kind and leads to where failed mail is retried', async () => {
    showing(troubled);
    const table = within(await screen.findByRole('region', { name: copy.mail.tableLabel }));
    const delivery = table.getByRole('row', { name: /Guide delivery/ });
    expect(
      within(delivery)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Guide delivery', '4', '2', '1']);
    expect(screen.getByRole('link', { name: copy.mail.failedLink })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('shows the database, the stored copies against their limit and the last backups', async () => {
    showing(troubled);
    const storage = within(await screen.findByRole('region', { name: copy.storage.title }));
    expect(storage.getByText(copy.storage.database.pglite)).toBeInTheDocument();
    expect(storage.getByText('80 MB')).toBeInTheDocument();
    expect(storage.getByText('500 MB of 2 GB')).toBeInTheDocument();
    expect(storage.getByRole('progressbar', { name: copy.storage.storedCopies })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(storage.getByText(/24 MB/)).toBeInTheDocument();
    expect(storage.getByText(/failed\.$/)).toBeInTheDocument();
  });

  it('says all is well when it is: no warning, every mail sent', async () => {
    showing(calm);
    expect(await screen.findByText(copy.mail.none)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: copy.mail.failedLink })).not.toBeInTheDocument();
    expect(screen.queryByText(/failed\.$/)).not.toBeInTheDocument();
  });
});

describe('System uptimes', () => {
  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [303, '5 min 3 s'],
    [7_200, '2 h'],
    [273_600, '3 d 4 h'],
  ])('%i seconds up read %s', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });
});
