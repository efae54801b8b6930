/** Global Privacy Control: a browser that sends it is neither tracked nor identified. */
export function sendsGlobalPrivacyControl(): boolean {
  return (
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}
