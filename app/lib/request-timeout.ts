/** Long enough for a payment provider's slowest answer, short enough that a busy button ends. */
export const requestTimeoutMs = 30_000;
