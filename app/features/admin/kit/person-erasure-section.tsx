import { useNavigate } from 'react-router';
import { DetailSection } from './detail-section.tsx';
import { PersonErasureButton, useMayErase } from './person-erasure-button.tsx';
import { personErasureCopy } from './person-erasure-copy.ts';

/**
 * The foot of a person's page: what erasing does, and the button (for the roles that may).
 * Once erased, the page goes back to `leaveTo` (its list): what it showed is gone.
 */
export function PersonErasureSection({ email, leaveTo }: { email: string; leaveTo: string }) {
  const mayErase = useMayErase();
  const navigate = useNavigate();
  if (!mayErase) return null;
  return (
    <DetailSection title={personErasureCopy.title}>
      <div className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 p-4">
        <p className="text-sm text-muted-foreground">{personErasureCopy.description}</p>
        <PersonErasureButton email={email} onErased={() => void navigate(leaveTo)} />
      </div>
    </DetailSection>
  );
}
