/** What the back office says about erasing a person (decision 110); its toasts at the end. */
export const personErasureCopy = {
  title: 'Erase this person',
  description:
    'Deletes or anonymises everything kept about this address: sign-up, messages, reviews, mail, downloads and library access. Orders stay for accounting under an anonymous buyer.',
  button: 'Erase…',
  /** The subscribers table's column. */
  column: 'Erase',
  /** The button's accessible name on a row: "Erase ann@example.com". */
  buttonLabel: 'Erase {{email}}',
  erasing: 'Erasing…',
  dialogTitle: 'Erase {{email}}?',
  dialogDescription:
    'This cannot be undone. Their name, e-mail and street address go from every order (amounts, tax, state and dates stay), and their sign-up, messages, reviews, mail and downloads are deleted. Do it only when the person asked.',
  confirmLabel: 'Type the address to confirm',
  confirm: 'Erase for good',
  erased: {
    title: 'Person erased',
    description: 'Their orders now belong to {{anonymous}}.',
  },
  failed: {
    title: 'Nothing was erased',
    description: 'The erasure did not go through. Try again.',
  },
} as const;
