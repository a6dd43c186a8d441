import { Outlet } from 'react-router';
import { AdminsOnly } from '@client/components/admins-only';

/** The admin pages' layout: anyone else sees why they cannot use them (the server refuses them). */
export default function AdminPages() {
  return (
    <AdminsOnly>
      <Outlet />
    </AdminsOnly>
  );
}
