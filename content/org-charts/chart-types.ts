// Organisational charts are plain data: a campus edits names and positions here, and the site draws the chart
// (as an SVG image) and its text list from it.

export interface OrgNode {
  /** Position, e.g. "Campus Registrar". */
  role: string;
  /** Person holding it, or "Vacant". */
  name: string;
  children?: OrgNode[];
}

export interface OrgChart {
  /** Heading drawn at the top of the chart and used as its accessible name. */
  title: string;
  root: OrgNode;
}

/** Shorthand for a node, so chart files read like the chart itself. */
export function post(role: string, name: string, children?: OrgNode[]): OrgNode {
  return children ? { role, name, children } : { role, name };
}
