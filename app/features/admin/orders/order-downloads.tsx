import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import type { OrderDetail } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../format.ts';
import { DetailSection, FactList } from './detail-section.tsx';

const copy = adminCopy.orderDetail;

/** The download link's uses left and expiry, and every download made with it. */
export function OrderDownloads({ detail }: { detail: OrderDetail }) {
  const { downloadLink, downloads } = detail;
  const columns = copy.downloadColumns;
  return (
    <>
      <DetailSection title={copy.downloadLink}>
        {downloadLink ? (
          <FactList
            facts={[
              {
                label: copy.usesLeft,
                value: fillPlaceholders(copy.usesLeftValue, {
                  left: String(downloadLink.usesLeft),
                  max: String(downloadLink.maxDownloads),
                }),
              },
              { label: copy.expiresAt, value: formatDateTime(downloadLink.expiresAt) },
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{copy.noDownloadLink}</p>
        )}
      </DetailSection>
      <DetailSection title={copy.downloads}>
        {downloads.length === 0 ? (
          <p className="text-sm text-muted-foreground">{copy.noDownloads}</p>
        ) : (
          <Table label={copy.downloads}>
            <TableHeader>
              <TableRow>
                <TableHead>{columns.at}</TableHead>
                <TableHead>{columns.ip}</TableHead>
                <TableHead>{columns.userAgent}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {downloads.map((download, index) => (
                // Downloads carry no id; two in the same millisecond still get their own key.
                <TableRow key={`${download.at}-${index}`}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(download.at)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {download.ip ?? adminCopy.common.none}
                  </TableCell>
                  <TableCell className="min-w-64 text-xs break-words text-muted-foreground">
                    {download.userAgent ?? adminCopy.common.none}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DetailSection>
    </>
  );
}
