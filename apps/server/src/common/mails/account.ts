import type { OutgoingMail } from '../mail';

export function verificationMail(to: string, url: string): OutgoingMail {
  return {
    to,
    link: url,
    subject: 'Confirm your SeatScope email',
    text: [
      'Welcome to SeatScope!',
      '',
      'Confirm your email to finish signup by opening this link:',
      url,
      '',
      'The link is valid for 24 hours. If you did not sign up, ignore this mail.',
    ].join('\n'),
  };
}

export function resetPasswordMail(to: string, url: string): OutgoingMail {
  return {
    to,
    link: url,
    subject: 'Reset your SeatScope password',
    text: [
      'Someone asked to reset the password of your SeatScope account.',
      '',
      'Choose a new password by opening this link:',
      url,
      '',
      'The link is valid for one hour and signs you out everywhere. If it was not you, ignore this mail.',
    ].join('\n'),
  };
}

/** To the owner of a verified address someone signed up with (maybe the owner, forgetting). */
export function accountExistsMail(to: string, signInUrl: string): OutgoingMail {
  return {
    to,
    link: signInUrl,
    subject: 'You already have a SeatScope account',
    text: [
      'Someone, maybe you, tried to sign up to SeatScope with this email address, which already has an account.',
      '',
      'Sign in here (choose "Forgot password?" if you do not remember it):',
      signInUrl,
      '',
      'If it was not you, ignore this mail: nothing has changed.',
    ].join('\n'),
  };
}
