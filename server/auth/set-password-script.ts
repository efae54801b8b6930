import { passwordsDifferMessage } from '#shared/contracts/auth.ts';

/**
 * The set-password form's one script: the repeated password must match before the form is
 * sent. It marks the second field invalid while they differ, so the browser keeps the form
 * and says why at the field; without scripts the server's same check answers instead.
 * Plain ES2017 for every browser the site supports; its hash goes into the page's CSP.
 */
export const matchPasswordsScript = `(() => {
  const password = document.getElementById('password');
  const confirm = document.getElementById('confirm');
  if (!password || !confirm) return;
  const check = () =>
    confirm.setCustomValidity(
      confirm.value !== '' && confirm.value !== password.value ? ${JSON.stringify(passwordsDifferMessage)} : '',
    );
  password.addEventListener('input', check);
  confirm.addEventListener('input', check);
  check();
})();`;
