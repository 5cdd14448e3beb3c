import { attribute, type XmlElement } from './xml-node.ts';

interface Link {
  arcrole: string;
  other: string;
}

/** MISMO 3.4's RELATIONSHIP arcs, indexed by xlink label so each lookup costs the links of one label. */
export interface RelationshipIndex {
  /** Labels linked to `label` by an arcrole ending in `arcSuffix`, whichever end `label` is on, each once. */
  linked(label: string | null, arcSuffix: string): string[];
}

export function indexRelationships(relationships: readonly XmlElement[]): RelationshipIndex {
  const byLabel = new Map<string, Link[]>();
  const add = (label: string, link: Link) => {
    const links = byLabel.get(label);
    if (links) links.push(link);
    else byLabel.set(label, [link]);
  };
  for (const relationship of relationships) {
    const arcrole = attribute(relationship, 'arcrole');
    const from = attribute(relationship, 'from');
    const to = attribute(relationship, 'to');
    if (!arcrole || !from || !to) continue;
    add(from, { arcrole, other: to });
    add(to, { arcrole, other: from });
  }
  return {
    linked(label, arcSuffix) {
      if (!label) return [];
      const found = new Set<string>();
      for (const link of byLabel.get(label) ?? []) {
        if (link.arcrole.endsWith(arcSuffix)) found.add(link.other);
      }
      return [...found];
    },
  };
}
