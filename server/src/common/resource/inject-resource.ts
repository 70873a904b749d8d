import { Inject } from '@nestjs/common';

/*
 * Services inject a resource's repository by the resource's name, not its class: resources and the
 * services beside them import each other, and a decorator that read the class while its file was
 * still loading would get undefined. The token is a plain string, so nothing is read early.
 */
export const resourceRepositoryToken = (resourceName: string): string => `ResourceRepository:${resourceName}`;

/** `@InjectResourceRepository('User') private readonly users: Repository<User>` */
export const InjectResourceRepository = (resourceName: string): ParameterDecorator & PropertyDecorator => Inject(resourceRepositoryToken(resourceName));

export const resourceServiceToken = (resourceName: string): string => `ResourceQueryService:${resourceName}`;

/** The resource's query service (its writes run the access checks and hooks), injected by name. */
export const InjectResourceService = (resourceName: string): ParameterDecorator & PropertyDecorator => Inject(resourceServiceToken(resourceName));
