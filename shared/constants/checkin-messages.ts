/** What check-in answers say (server errors and the screens' results share the words). */
export const checkinMessages = {
  notJoined: (name: string) => `${name} has not joined this date, so they cannot be checked in`,
  notJoinedGeneric: 'This person has not joined this date, so they cannot be checked in',
  noSuchPerson: 'There is no player with that id',
  notCheckedIn: 'This person is not checked in for this date',
  checkedIn: (name: string) => `${name} is checked in`,
  alreadyCheckedIn: (name: string) => `${name} was already checked in`,
  notAPlayerCard: 'That code is not a Rally player card',
} as const;
