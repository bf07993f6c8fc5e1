/** App paths that code links to. Auth pages arrive with issue 3; their paths are fixed by the spec (§2 Auth routes). */
export const paths = {
  home: '/',
  discover: '/discover',
  signUp: '/sign-up',
  login: '/login',
} as const;
