import type { GuideFile } from '#shared/contracts/admin-guide-files.ts';
import { sizeInWords } from '#shared/file-size.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { RemoveFileButton } from '../kit/remove-file-button.tsx';
import { guideFilesCopy } from './guide-copy.ts';
import { removeGuideFile } from './guide-files-api.ts';

const copy = guideFilesCopy;

function RemoveButton({ file }: { file: GuideFile }) {
  const remove = useAdminAction({
    action: removeGuideFile,
    success: () => ({ ...kitNotices.fileRemoved, variant: 'success' }),
    failure: kitNotices.removeFailed,
    invalidates: [adminKeys.guideFiles, adminKeys.audit],
  });
  return (
    <RemoveFileButton
      name={file.name}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(file.id)}
      copy={copy}
    />
  );
}

/** The stored files, newest first: name, size, pages, SHA-256, when and by whom; Remove. */
export function GuideFileList({ files }: { files: GuideFile[] }) {
  if (files.length === 0) return <p className="text-sm text-muted-foreground">{copy.empty}</p>;
  return (
    <ul aria-label={copy.listLabel} className="flex flex-col divide-y rounded-md border">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-medium break-all">{file.name}</span>
            <span className="text-sm text-muted-foreground">
              {fillPlaceholders(copy.facts, {
                size: sizeInWords(file.sizeBytes),
                pages: String(file.pageCount),
                time: formatDateTime(file.uploadedAt),
                by: file.uploadedBy,
              })}
            </span>
            <span className="text-xs text-muted-foreground">
              {copy.sha256}{' '}
              <code title={file.sha256} className="font-mono">
                {`${file.sha256.slice(0, 12)}…`}
              </code>
            </span>
          </div>
          <RemoveButton file={file} />
        </li>
      ))}
    </ul>
  );
}
