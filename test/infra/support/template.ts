import type { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

export interface CfnResource {
  Type: string;
  Properties: Record<string, any>;
  DependsOn?: string | string[];
}

export type Resources = Record<string, CfnResource>;

export function resourcesOfType(resources: Resources, type: string): [string, CfnResource][] {
  return Object.entries(resources).filter(([, resource]) => resource.Type === type);
}

/** The logical id CloudFormation sees for a construct's default resource. */
export function logicalIdOf(stack: Stack, construct: IConstruct): string {
  const child = construct.node.defaultChild as { logicalId: string } | undefined;
  if (!child) throw new Error(`${construct.node.path} has no default CloudFormation resource`);
  return stack.resolve(child.logicalId) as string;
}

/** Logical ids a template value points at through Ref / Fn::GetAtt. */
export function referencedIds(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.Ref === 'string') out.add(record.Ref);
    const getAtt = record['Fn::GetAtt'];
    if (Array.isArray(getAtt) && typeof getAtt[0] === 'string') out.add(getAtt[0]);
    for (const nested of Object.values(record)) referencedIds(nested, out);
  }
  return out;
}

/** Returns one dependency cycle (logical ids) or undefined; CloudFormation refuses templates with one. */
export function findCycle(resources: Resources): string[] | undefined {
  const edges = new Map<string, string[]>();
  for (const [id, resource] of Object.entries(resources)) {
    const targets = referencedIds(resource.Properties);
    for (const dep of [resource.DependsOn ?? []].flat()) targets.add(dep);
    edges.set(
      id,
      [...targets].filter((target) => target in resources),
    );
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'visiting');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}
