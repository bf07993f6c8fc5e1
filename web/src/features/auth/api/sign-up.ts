import { loadAuth } from '../../../lib/auth';

/** Cognito SignUp: the e-mail is the username; Cognito e-mails a verification code. */
export async function signUp(email: string, password: string) {
  const auth = await loadAuth();
  return auth.signUp({ username: email, password, options: { userAttributes: { email } } });
}
