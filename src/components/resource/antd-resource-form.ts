import { lazyAntd } from '@/components/antd-scope/lazy-antd';

import type { ResourceFormProps } from './resource-form';

/**
 * antd's ResourceForm in antd's scope, for the plain form's declarations that need antd. A module
 * of its own, loaded only then: the import below carries the list of antd's chunks to fetch.
 */
export const AntdResourceForm = lazyAntd<ResourceFormProps>(async () => (await import('./resource-form')).ResourceForm);
