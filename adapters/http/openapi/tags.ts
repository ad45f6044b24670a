/**
 * The document's tags, in the order Swagger UI and generated clients list them. Every
 * operation carries one of them; tests/http/openapi-operations.test.ts checks that it is declared here.
 */
export const API_TAGS = [
  {
    name: 'Operations',
    description: 'Health probes and Prometheus metrics, for whoever runs the service',
  },
  {
    name: 'Authentication',
    description: 'Login, refresh and logout; the signed-in user, their password and sessions',
  },
  {
    name: 'Users',
    description: 'User accounts, their sessions and passwords, and the login lockouts of the throttle',
  },
  { name: 'Roles', description: 'Roles and the permissions they grant' },
  {
    name: 'Second factor',
    description: 'Time-based one-time passwords (TOTP) and recovery codes',
  },
  { name: 'API keys', description: 'Personal API keys: long-lived bearer credentials' },
  { name: 'Settings', description: 'Display settings per user and for anonymous visitors' },
  { name: 'Tags', description: 'Tags that tasks reference; import, export' },
  {
    name: 'Nomenclatures',
    description: 'The nomenclature tree that tasks reference; import, export',
  },
  { name: 'Tasks', description: 'Tasks: lifecycle, archival, import, export and printouts' },
  {
    name: 'Template objects',
    description:
      'Template objects (`/api/v1/domaintemplate`): lifecycle, archival, import, export and printouts',
  },
  {
    name: 'Language model',
    description: 'The language-model server settings, prompts (whole or streamed) and its models',
  },
  { name: 'Badges', description: 'Badges, their contacts and badge sheets; import, export' },
  { name: 'Companies', description: 'Companies; import, export' },
  { name: 'Contacts', description: 'Contacts that badges hold; import, export' },
  { name: 'Backup', description: 'Whole-instance backup and restore' },
  { name: 'Webhooks', description: 'Subscriptions to record changes, signed deliveries and their log' },
  { name: 'Changes', description: 'The changes of records: the live feed of events' },
] as const;
