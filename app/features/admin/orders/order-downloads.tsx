import type { OrderDetail } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { DetailSection, FactList } from '../kit/detail-section.tsx';
import { commonCopy } from '../kit/kit-copy.ts';
import { orderDetailCopy } from './orders-copy.ts';

const copy = orderDetailCopy;
const columns = copy.downloadFacts;

/** The download link's uses left and expiry, and every download made with it. */
export function OrderDownloads({ detail }: { detail: OrderDetail }) {
  const { downloadLink, downloads } = detail;
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
          <ul className="flex flex-col divide-y rounded-md border">
            {downloads.map((download, index) => (
              // Downloads carry no id; two in the same millisecond still get their own key.
              <li key={`${download.at}-${String(index)}`} className="p-3 sm:p-4">
                <FactList
                  facts={[
                    { label: columns.at, value: formatDateTime(download.at) },
                    { label: columns.ip, value: download.ip ?? commonCopy.none },
                    {
                      label: columns.userAgent,
                      value: (
                        <span className="text-xs font-normal text-muted-foreground">
                          {download.userAgent ?? commonCopy.none}
                        </span>
                      ),
                    },
                  ]}
                />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </>
  );
}
