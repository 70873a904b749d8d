import { UnbuiltPage } from '@/routes/unbuilt';

export const OrganizationsPage = () => <UnbuiltPage route="organizations" />;
