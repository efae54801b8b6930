/**
 * The attorney notice: Texas exempts self-help books, websites and software from the practice
 * of law only if they clearly and conspicuously state that they are not a substitute for the
 * advice of an attorney (Gov't Code §81.101(c)). The seller may reword it (a content setting);
 * the launch checklist flags wording that no longer says so.
 */
export const attorneyNoticeDefault =
  'This guide and this website are not a substitute for the advice of an attorney.';
