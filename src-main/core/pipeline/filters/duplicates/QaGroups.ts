import type { Pause } from "./indexedQa.ts";
import { IntList } from "./IntList.ts";

/** QAs that may be compared with each other: the positives, or the QAs of one context. Their postings appear once a query needs them. */
export interface Group {
  members: IntList;
  /** Tag → the members holding it, oldest first. */
  postings: Map<number, IntList> | null;
}

/**
 * Which earlier QAs a QA may repeat: every positive for a positive, the QAs (either kind) of its
 * context for a negative. Each group keeps its members by position and, once a query needs them,
 * lists of the members holding each word tag.
 */
export class QaGroups {
  readonly #tagsAt: (position: number) => Int32Array;
  readonly #scopes = new Map<string, number>();
  readonly #positives: Group = { members: new IntList(), postings: null };
  readonly #byScope = new Map<number, Group>();

  /** `tagsAt` reads the word tags of the QA held at a position. */
  constructor(tagsAt: (position: number) => Int32Array) {
    this.#tagsAt = tagsAt;
  }

  /** Bytes held: typed arrays exactly, and about 80 bytes for each posting list (V8's objects). */
  get bytes(): number {
    let bytes = 0;
    for (const group of [this.#positives, ...this.#byScope.values()]) {
      bytes += group.members.bytes;
      for (const list of group.postings?.values() ?? []) bytes += list.bytes + 80;
    }
    return bytes;
  }

  /** The id of a context, given on first sight. */
  scopeId(scope: string): number {
    let id = this.#scopes.get(scope);
    if (id === undefined) this.#scopes.set(scope, (id = this.#scopes.size));
    return id;
  }

  /** The QAs a QA is compared with: every positive for a positive; for a negative, the QAs (either kind) of its context, none without one. */
  of(negative: boolean, scope: string | null): Group | undefined {
    if (!negative) return this.#positives;
    if (scope === null) return undefined;
    const id = this.#scopes.get(scope);
    return id === undefined ? undefined : this.#byScope.get(id);
  }

  /** Puts the QA at `position` (the newest) in its groups. */
  add(position: number, negative: boolean, scope: number): void {
    for (const group of this.#holding(negative, scope)) {
      group.members.push(position);
      if (group.postings) this.#post(group.postings, position);
    }
  }

  /** Takes the QA at `position` (the newest) out of its groups. */
  remove(position: number, negative: boolean, scope: number): void {
    for (const group of this.#holding(negative, scope)) {
      group.members.truncate(group.members.length - 1);
      if (group.postings) for (const tag of this.#tagsAt(position)) group.postings.get(tag)!.truncate(group.postings.get(tag)!.length - 1);
    }
  }

  /** The group's lists, made on its first query past `exhaustiveUpTo` (in slices: a run resumed on a large paper has them all to make). */
  async postingsOf(group: Group, pause: Pause): Promise<Map<number, IntList>> {
    if (!group.postings) {
      const postings = new Map<number, IntList>();
      const members = group.members;
      for (let k = 0; k < members.length; k++) {
        this.#post(postings, members.at(k));
        if (k % 1024 === 1023) await pause();
      }
      group.postings = postings;
    }
    return group.postings;
  }

  /** The groups a QA is found in: the positives (if it is one) and its context's. */
  #holding(negative: boolean, scope: number): Group[] {
    const groups: Group[] = [];
    if (!negative) groups.push(this.#positives);
    if (scope >= 0) {
      let group = this.#byScope.get(scope);
      if (!group) this.#byScope.set(scope, (group = { members: new IntList(), postings: null }));
      groups.push(group);
    }
    return groups;
  }

  #post(postings: Map<number, IntList>, position: number): void {
    for (const tag of this.#tagsAt(position)) {
      let list = postings.get(tag);
      if (!list) postings.set(tag, (list = new IntList(4)));
      list.push(position);
    }
  }
}
