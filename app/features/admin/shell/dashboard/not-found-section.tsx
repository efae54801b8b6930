import { shellCopy } from '../shell-copy.ts';
import { SectionNotice } from './section-page.tsx';

const copy = shellCopy;

/** An address under the back office that names no section, shown inside the frame. */
export function NotFoundSection() {
  return (
    <SectionNotice
      title={<h1 className="text-2xl font-bold tracking-tight">{copy.notFoundTitle}</h1>}
      text={copy.notFound}
    />
  );
}
