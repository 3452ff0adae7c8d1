// The campus alert's severities and their labels, a leaf module so the zod contract (site.ts) and the zod-free
// public part (site-public.ts) both use it without importing each other.
export const ALERT_SEVERITIES = ['information', 'advisory', 'urgent'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = {
  information: 'Information',
  advisory: 'Advisory',
  urgent: 'Urgent',
};
