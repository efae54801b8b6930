import { AdminApp } from '#app/features/admin/shell/admin-app.tsx';
import { AdminFrame } from '#app/features/admin/shell/admin-frame.tsx';

// No meta of its own: the root's head for /admin (a private page) carries robots noindex.
export default function AdminRoute() {
  return (
    <AdminFrame>
      <AdminApp />
    </AdminFrame>
  );
}
