/**
 * What the browser reads out of a parsed diagram, and the text alternative made from it. A screen
 * reader cannot follow the arrows of an SVG, so the description says in words what connects to what.
 */
export interface DiagramFacts {
  /** Mermaid's diagram type, for example `flowchart-v2` or `sequence`. */
  type: string;
  /** The writer's own `accTitle` and `accDescr`, which win over anything derived. */
  accTitle?: string;
  accDescr?: string;
  /** Flowcharts: TB, TD, BT, LR or RL. */
  direction?: string;
  nodes?: {id: string; label: string}[];
  edges?: {from: string; to: string; label?: string}[];
  /** Sequence diagrams. */
  actors?: {id: string; label: string}[];
  messages?: {from: string; to: string; text: string; note?: boolean}[];
  /** Every text label drawn, for diagram types without a richer reading. */
  labels?: string[];
}

const DIRECTIONS: Record<string, string> = {
  TB: 'top to bottom',
  TD: 'top to bottom',
  BT: 'bottom to top',
  LR: 'left to right',
  RL: 'right to left',
};

/** Labels may carry Markdown or HTML line breaks; a sentence needs plain words. */
export function plainLabel(label: string): string {
  return label
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentence = (text: string): string => (/[.!?:]$/.test(text) ? text : `${text}.`);

function describeFlowchart(facts: DiagramFacts): string {
  const names = new Map((facts.nodes ?? []).map((node) => [node.id, plainLabel(node.label) || node.id]));
  const name = (id: string) => names.get(id) ?? id;
  const direction = DIRECTIONS[facts.direction ?? ''];
  const parts = [`Flowchart${direction ? `, ${direction}` : ''}.`];
  const connected = new Set<string>();
  for (const edge of facts.edges ?? []) {
    connected.add(edge.from).add(edge.to);
    const label = plainLabel(edge.label ?? '');
    parts.push(`${name(edge.from)} leads to ${name(edge.to)}${label ? ` (${label})` : ''}.`);
  }
  const alone = (facts.nodes ?? []).filter((node) => !connected.has(node.id)).map((node) => name(node.id));
  if (alone.length) parts.push(`Also shown: ${alone.join(', ')}.`);
  return parts.join(' ');
}

function describeSequence(facts: DiagramFacts): string {
  const names = new Map((facts.actors ?? []).map((actor) => [actor.id, plainLabel(actor.label) || actor.id]));
  const name = (id: string) => names.get(id) ?? id;
  const actors = [...names.values()];
  const parts = [actors.length ? `Sequence diagram between ${actors.join(', ')}.` : 'Sequence diagram.'];
  for (const message of facts.messages ?? []) {
    const text = plainLabel(message.text);
    if (message.note) {
      const over = message.from === message.to ? name(message.from) : `${name(message.from)} and ${name(message.to)}`;
      parts.push(sentence(`Note on ${over}: ${text}`));
    } else parts.push(sentence(`${name(message.from)} to ${name(message.to)}${text ? `: ${text}` : ''}`));
  }
  return parts.join(' ');
}

/** A text alternative for one diagram, in plain sentences. */
export function describeDiagram(facts: DiagramFacts): string {
  const own = [facts.accTitle, facts.accDescr].map((text) => plainLabel(text ?? '')).filter(Boolean);
  if (own.length) return own.map(sentence).join(' ');
  if (facts.type.startsWith('flowchart') || facts.type === 'graph') return describeFlowchart(facts);
  if (facts.type === 'sequence') return describeSequence(facts);
  const labels = [...new Set((facts.labels ?? []).map(plainLabel).filter(Boolean))];
  return labels.length ? `Diagram showing ${labels.join(', ')}.` : 'Diagram.';
}
