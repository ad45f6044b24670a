/** The settings a client asks for, not yet checked against the domain rules. */
export interface SettingsInput {
  readonly viewMode: string;
}
