/** Minors' protection: server refusals and notices (not spec copy), shared by the API, the web app and tests. */
export const minorMessages = {
  familyRequestToMinor: 'A player under 18 can only be added as family by their family. Ask them to add you from their account.',
  declined: 'This request was declined.',
  notGuardian: 'Only a parent or guardian of this player can decide on their requests.',
  noHeldRequest: 'There is no request waiting for your approval.',
  heldTitle: (minor: string) => `Connection request for ${minor}`,
  heldMessage: (requester: string, minor: string) =>
    `${requester} would like to connect with ${minor}. Approve or decline it on your Connections page.`,
  declinedTitle: 'Connection request',
  teamHeldTitle: (minor: string) => `${minor} asked to join a team`,
  teamHeldMessage: (minor: string, team: string) =>
    `${minor} asked to join ${team}. Approve or decline it on your Connections page.`,
  teamDeclinedTitle: (team: string) => `Request to join ${team}`,
} as const;
