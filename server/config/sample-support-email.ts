/**
 * The sample support address, until `SUPPORT_EMAIL` or the seller's content setting names theirs
 * (decision 094): the configuration defaults to it, the product record shows it, the launch
 * checklist tells it from a real one.
 */
export const sampleSupportEmail = 'support@childsupportdefense.example';
