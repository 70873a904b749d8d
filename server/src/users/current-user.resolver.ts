import { Query, Resolver } from '@nestjs/graphql';

import { CurrentUser } from '../auth/current-user.decorator';
import { RequestUser } from '../auth/request-user';
import { CurrentUserDTO, UserProfileDTO } from './current-user.dto';

export const profileOf = (user: Pick<RequestUser, 'firstName' | 'lastName' | 'fullName' | 'imageUrl'>): UserProfileDTO => ({
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: user.fullName,
  imageUrl: user.imageUrl,
});

@Resolver(() => CurrentUserDTO)
export class CurrentUserResolver {
  /** The signed-in user: profile, platform roles and every role list. */
  @Query(() => CurrentUserDTO)
  me(@CurrentUser() user: RequestUser): CurrentUserDTO {
    return {
      id: user.id,
      email: user.email,
      sessionId: user.sessionId,
      profile: profileOf(user),
      roles: [...user.roles],
      managerOrganizations: [...user.managerOrganizations],
      billingManagerOrganizations: [...user.billingManagerOrganizations],
      editorOrganizations: [...user.editorOrganizations],
      editorCompanies: [...user.editorCompanies],
      editorCourses: [...user.editorCourses],
      agentCompanies: [...user.agentCompanies],
      partnerOrganizations: [...user.partnerOrganizations],
      creatorInOrganizations: [...user.creatorInOrganizations],
      memberOfOrganizations: [...user.memberOfOrganizations],
      memberOfCompanies: [...user.memberOfCompanies],
    };
  }
}
