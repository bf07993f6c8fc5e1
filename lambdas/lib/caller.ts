import { ADMIN_GROUP } from '@shared/api/route-def';

/**
 * Who is calling: the verified claims of a Cognito id token. The middleware builds it from the
 * request; the domain takes it, or the part it needs (`Pick<Caller, 'uid'>`, so jobs and other
 * use cases can act for someone by id), and never sees the HTTP event.
 */
export interface Caller {
  uid: string;
  email: string;
  emailVerified: boolean;
  /** Cognito groups (`cognito:groups`); `admins` may use the admin routes. */
  groups: string[];
}

export const isAdmin = (caller: Caller | undefined) => caller?.groups.includes(ADMIN_GROUP) === true;
