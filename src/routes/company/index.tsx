import { UnbuiltPage } from '@/routes/unbuilt';

/** Replaced by the real screen in this issue. */
export const GroupPage = () => <UnbuiltPage route="company" />;
