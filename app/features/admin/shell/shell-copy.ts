/** What the back office says around its sections: the frame, sign-in and the navigation. */
export const frameCopy = {
  section: 'Admin',
  viewSite: 'View site',
} as const;

export const signInCopy = {
  title: 'Admin Access Required',
  description: 'Sign in with your admin account to manage orders, content and settings.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  busy: 'Signing in...',
  secureNote:
    'Secure sign-in: your password is checked on the server, and only accounts with the admin role are let in.',
  forgotLink: 'Forgot password?',
} as const;

export const forgotPasswordCopy = {
  title: 'Reset your password',
  description:
    'Enter your admin e-mail address and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  busy: 'Sending...',
  sent: 'If this address belongs to an admin, a link to choose a new password is on its way. It works once, for 1 hour.',
  back: 'Back to sign in',
} as const;

/** The frame around the sections: navigation, page titles and the sections it cannot show. */
export const shellCopy = {
  navLabel: 'Back office sections',
  /** The document title of a section: "Orders · Admin Dashboard". */
  documentTitle: '{{section}} · {{admin}}',
  notAvailableTitle: 'Not available to your role',
  notAvailable: 'Your admin role cannot open {{section}}. Ask an owner if you need what it holds.',
  notFoundTitle: 'Section not found',
  notFound: 'There is no back office section at this address.',
  backToStart: 'Go to your start page',
} as const;

export const sectionGroupsCopy = {
  analytics: 'Analytics',
  management: 'File & Content Management',
  publishing: 'Publishing',
} as const;

/** The toasts of the shell, by situation. `{{name}}` is filled in when the notice is raised. */
export const shellNotices = {
  signedIn: { title: 'Successfully signed in', description: 'Welcome to the admin dashboard' },
  signedOut: { title: 'Signed out', description: 'You have been signed out' },
  signOutFailed: {
    title: 'Sign out failed',
    description: 'The server could not be reached. Please try again.',
  },
  missingCredentials: {
    title: 'Missing credentials',
    description: 'Please enter email and password',
  },
  signInFailed: {
    title: 'Sign in failed',
    description: 'Invalid credentials or insufficient privileges',
  },
  resetRequestFailed: {
    title: 'Request failed',
    description: 'The reset link could not be requested. Please try again.',
  },
} as const;
