/**
 * The back office's words for second factors: the sign-in's second step, the Second factor card
 * in Your account, the setup the team's rule asks for, and the owners' controls in Team.
 * `{{name}}`, `{{email}}`, `{{count}}` and `{{total}}` are filled in where they are shown.
 */

export const passkeySignInCopy = {
  button: 'Sign in with a passkey',
  busy: 'Waiting for your passkey...',
  or: 'or',
} as const;

export const secondStepCopy = {
  title: 'Confirm it is you',
  description: 'Your password was right. Finish signing in with your second factor.',
  passkey: 'Use your passkey',
  passkeyBusy: 'Waiting for your passkey...',
  codeLabel: 'Six-digit code from your authenticator app',
  recoveryLabel: 'Recovery code',
  recoveryHint: 'One of the codes you saved when you set up your second factor. Each works once.',
  submit: 'Verify',
  busy: 'Checking...',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use your authenticator app instead',
  back: 'Back to sign in',
} as const;

export const secondFactorCopy = {
  title: 'Second factor',
  description:
    'Besides your password, sign in with a passkey or a code from an authenticator app, so a stolen password alone does not open the back office.',
  requiredByTeam: 'Your team requires a second factor for every admin.',
  passkeysTitle: 'Passkeys',
  passkeysDescription:
    "Your device's fingerprint, face or PIN, or a security key. Add one on each device you use.",
  noPasskeys: 'No passkeys yet.',
  added: 'Added {{date}}',
  lastUsed: 'Last used {{date}}',
  neverUsed: 'Not used yet',
  synced: 'Synced',
  syncedHint: 'Kept in sync between your devices by your platform',
  passkeyName: 'Name of the new passkey',
  passkeyNameHint: 'So you can tell it apart, like "Work laptop" or "Phone".',
  addPasskey: 'Add a passkey',
  addingPasskey: 'Waiting for your device...',
  rename: 'Rename',
  renameLabel: 'Rename {{name}}',
  renameTitle: 'Rename this passkey',
  renameDescription: 'The new name is only shown to you.',
  renameField: 'Name',
  renameAction: 'Save name',
  remove: 'Remove',
  removeLabel: 'Remove {{name}}',
  removeTitle: 'Remove this passkey?',
  removeDescription:
    '{{name}} will no longer sign you in. The passkey stays on your device until you delete it there.',
  removeAction: 'Remove passkey',
  appTitle: 'Authenticator app',
  appDescription: 'Six-digit codes from an app such as 1Password, Google Authenticator or Authy.',
  appOn: 'On since {{date}}',
  appOff: 'Not set up.',
  appSetUp: 'Set up the app',
  appPreparing: 'Preparing...',
  appScan: 'Scan this code with your app, or type the key below into it.',
  appQrAlt: 'QR code to add this account to your authenticator app',
  appSecret: 'Key to type in',
  appCode: 'Six-digit code the app shows',
  appConfirm: 'Turn on',
  appConfirming: 'Checking...',
  appCancel: 'Cancel',
  appTurnOff: 'Turn off',
  appTurnOffTitle: 'Turn off the authenticator app?',
  appTurnOffDescription:
    'Its codes will no longer sign you in. You can set it up again at any time with a new key.',
  appTurnOffAction: 'Turn off',
  codesTitle: 'Recovery codes',
  codesDescription:
    'For when you lose your passkeys and phone: each code signs you in once instead of a second factor.',
  codesRemaining: '{{count}} of {{total}} codes left.',
  codesNone: 'You get recovery codes when you add your first second factor.',
  newCodes: 'New recovery codes',
  newCodesTitle: 'Make new recovery codes?',
  newCodesDescription: 'Your old recovery codes stop working at once. Save the new ones.',
  newCodesAction: 'Make new codes',
} as const;

export const recoveryCodesDialogCopy = {
  title: 'Save your recovery codes',
  description:
    'Each code signs you in once if you lose your second factor. They are shown only now: keep them somewhere safe, like a password manager.',
  copy: 'Copy',
  copied: 'Copied',
  download: 'Download (.txt)',
  fileName: 'recovery-codes.txt',
  fileHeading: 'Recovery codes for {{site}}. Each works once.',
  saved: 'I saved them',
  done: 'Done',
  close: 'Close',
} as const;

export const setupRequiredCopy = {
  title: 'Set up a second factor',
  description: 'Your team requires a second factor. Set one up to continue.',
} as const;

export const teamSecondFactorCopy = {
  title: 'Second factor for the team',
  switchLabel: 'Require a second factor for everyone',
  explanation:
    'Every admin must sign in with a passkey or an authenticator app as well as their password. Those without one are asked to set one up before they can do anything else.',
  hasFactor: 'Second factor',
  noFactor: 'No second factor',
  reset: 'Reset second factor',
  resetLabel: 'Reset the second factor of {{email}}',
  resetTitle: 'Reset their second factor?',
  resetDescription:
    'The passkeys, authenticator app and recovery codes of {{email}} are removed and their sessions end. They sign in with their password and set up a new second factor at their next sign-in.',
  resetAction: 'Reset second factor',
} as const;

/** The toasts, by situation. */
export const secondFactorNotices = {
  secondStepFailed: { title: 'Sign in failed', description: 'The code was not accepted.' },
  secondStepExpired: {
    title: 'Sign in again',
    description: 'Signing in took too long. Enter your password again.',
  },
  passkeyPromptFailed: {
    title: 'Passkey not used',
    description: 'The passkey prompt was closed or timed out. Please try again.',
  },
  passkeySignInFailed: {
    title: 'Sign in failed',
    description: 'The passkey was not accepted. Please try again.',
  },
  passkeyAdded: { title: 'Passkey added', description: '{{name}} now signs you in.' },
  passkeyAddFailed: {
    title: 'Passkey not added',
    description: 'The passkey could not be saved. Please try again.',
  },
  passkeyRenamed: { title: 'Passkey renamed', description: 'It is now called {{name}}.' },
  passkeyRenameFailed: {
    title: 'Rename failed',
    description: 'The passkey could not be renamed. Please try again.',
  },
  passkeyRemoved: { title: 'Passkey removed', description: '{{name}} no longer signs you in.' },
  passkeyRemoveFailed: {
    title: 'Remove failed',
    description: 'The passkey could not be removed. Please try again.',
  },
  appSetupFailed: {
    title: 'Setup failed',
    description: 'A key for your app could not be made. Please try again.',
  },
  appOn: { title: 'Authenticator app on', description: 'Its codes now sign you in.' },
  appConfirmFailed: {
    title: 'Code not accepted',
    description: 'Check the code in your app and try again.',
  },
  appOff: { title: 'Authenticator app off', description: 'Its codes no longer sign you in.' },
  appOffFailed: {
    title: 'Turn off failed',
    description: 'The app could not be turned off. Please try again.',
  },
  codesMade: { title: 'New recovery codes', description: 'Your old codes no longer work.' },
  codesFailed: {
    title: 'No new codes',
    description: 'New recovery codes could not be made. Please try again.',
  },
  copyFailed: {
    title: 'Copy failed',
    description: 'Select the codes and copy them, or download them instead.',
  },
  policyOn: {
    title: 'Second factor required',
    description: 'Every admin now needs a second factor.',
  },
  policyOff: {
    title: 'Second factor optional',
    description: 'Admins may sign in with their password alone.',
  },
  policyFailed: {
    title: 'Change failed',
    description: "The team's rule could not be changed. Please try again.",
  },
  resetDone: {
    title: 'Second factor reset',
    description: '{{email}} sets up a new second factor at their next sign-in.',
  },
  resetFailed: {
    title: 'Reset failed',
    description: 'The second factor could not be reset. Please try again.',
  },
} as const;
