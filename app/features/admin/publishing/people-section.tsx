import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Pencil, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { adminSections } from '#shared/admin-sections.ts';
import type { Person } from '#shared/contracts/publishing.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { RemoveFileButton } from '../kit/remove-file-button.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { personEditorPath } from './entry-links.ts';
import { deletePerson, fetchPeople } from './people-api.ts';
import { peopleCopy } from './people-copy.ts';
import { PersonDialog } from './person-dialog.tsx';

const copy = peopleCopy;

function PersonRow({ person }: { person: Person }) {
  const remove = useAdminAction({
    action: () => deletePerson(person.id),
    success: () => ({ ...copy.notices.removed, variant: 'success' }),
    failure: copy.notices.failed,
    invalidates: [adminKeys.people],
  });
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{person.name}</p>
        <p className="text-sm text-muted-foreground">{person.credentials || copy.noCredentials}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={personEditorPath(person.id)}
          aria-label={`${copy.edit} ${person.name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Pencil className="size-4" aria-hidden />
          {copy.edit}
        </Link>
        <a
          href={person.path}
          target="_blank"
          rel="noreferrer"
          aria-label={`${copy.viewPage}: ${person.name}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <ExternalLink className="size-4" aria-hidden />
          {copy.viewPage}
        </a>
        <RemoveFileButton
          name={person.name}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          copy={copy}
        />
      </div>
    </li>
  );
}

/**
 * The People section: the authors and reviewers, a dialog to add one, and at
 * /admin/people/:personId that person's form open over the list.
 */
export function PeopleSection() {
  const { personId } = useParams();
  const navigate = useNavigate();
  const people = useQuery({ queryKey: adminKeys.people, queryFn: fetchPeople });
  const [adding, setAdding] = useState(false);
  const { data } = people;
  const editing = data?.find((person) => String(person.id) === personId);

  return (
    <SectionCard
      icon={UsersRound}
      title={copy.title}
      description={copy.description}
      actions={
        <Button onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          {copy.add}
        </Button>
      }
      className="flex flex-col gap-4"
    >
      <LoadStatus
        isPending={people.isPending}
        isError={people.isError}
        hasData={data !== undefined}
        error={people.error}
        loadingText={copy.loading}
        onRetry={() => void people.refetch()}
      />
      {data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {data && data.length > 0 && (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y">
          {data.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      )}
      {adding && <PersonDialog onClose={() => setAdding(false)} />}
      {editing && (
        <PersonDialog
          key={editing.id}
          editing={editing}
          onClose={() => void navigate(adminSections.people.path)}
        />
      )}
    </SectionCard>
  );
}
