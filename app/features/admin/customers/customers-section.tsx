import { useParams } from 'react-router';
import { CustomerDetailCard } from './customer-detail-card.tsx';
import { CustomersCard } from './customers-card.tsx';

/**
 * The Customers section: the buyers at /admin/customers, their search in the query, and one
 * buyer's page at /admin/customers/:email.
 */
export function CustomersSection() {
  const { email } = useParams();
  return email === undefined ? <CustomersCard /> : <CustomerDetailCard key={email} email={email} />;
}
