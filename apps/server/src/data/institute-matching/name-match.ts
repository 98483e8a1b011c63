import { diceSimilarity } from '../cleaning/similarity';
import { distinctiveWords, nameAgreement } from '../cleaning/institute-names';
import { lettersKey } from '../cleaning/text';
import type { InstituteMention } from '../parsed-records';
import { codedAlike, disciplinesDiffer, type InstituteEntry } from './entry';

/** How similar two name keys must be at one PIN, and within a state (docs/decisions/0039-one-row-per-institute.md). */
const PIN_MATCH = 0.5;
const STATE_MATCH = 0.88;

/**
 * The one institute a name fits: among those at the mention's PIN (else in its state) that
 * carry no other code of the mention's schemes and whose names agree with it word for word,
 * the most similar name, above a threshold. A tie (after the addresses' likeness) matches
 * none; so does a name with no distinctive word when only the state is known.
 */
export function bestMatch(
  scope: readonly InstituteEntry[] | undefined,
  key: string,
  name: string,
  mention: InstituteMention,
): { entry: InstituteEntry | undefined; fits: number } {
  const threshold = mention.pin ? PIN_MATCH : STATE_MATCH;
  const evidence = {
    names: [name],
    address: mention.address,
    state: mention.state,
    texts: [key],
  };
  // Similarity first: it is cheaper than the word check and rules out most of a state.
  const scored = (scope ?? [])
    .filter((entry) => !codedAlike(entry, mention) && !disciplinesDiffer(entry, mention))
    .map((entry) => ({
      entry,
      score: Math.max(...[...entry.nameKeys].map((candidate) => similarity(key, candidate))),
    }))
    .filter(({ score }) => score >= threshold)
    .map((candidate) => ({
      ...candidate,
      agreement: nameAgreement(evidence, {
        names: candidate.entry.names,
        address: candidate.entry.address,
        state: candidate.entry.state,
        texts: [...candidate.entry.nameKeys, ...candidate.entry.sourceTexts],
      }),
    }))
    .filter(({ agreement }) => agreement > 0);
  if (!mention.pin && distinctiveWords(name).length === 0) {
    // "Government Medical College, Telangana" names no one college of the state.
    return { entry: undefined, fits: scored.length };
  }
  // The most similar name; of equals, the one whose words agree most closely (word for word
  // before a place its own address names, before a place the other name is silent on:
  // `Kasturba Med Coll, Manipal` is the Manipal college, not the Mangalore one of Manipal
  // University); of equals still, the one whose address is most alike the mention's.
  const best = Math.max(...scored.map((candidate) => candidate.score));
  let top = scored.filter((candidate) => candidate.score === best);
  const closest = Math.max(...top.map((candidate) => candidate.agreement));
  top = top.filter((candidate) => candidate.agreement === closest);
  if (top.length > 1 && mention.address) {
    const addressKey = lettersKey(mention.address);
    const byAddress = top.map((candidate) => ({
      ...candidate,
      score: diceSimilarity(addressKey, lettersKey(candidate.entry.address ?? '')),
    }));
    const bestAddress = Math.max(...byAddress.map((candidate) => candidate.score));
    top = byAddress.filter((candidate) => candidate.score === bestAddress);
  }
  return top.length > 1
    ? { entry: undefined, fits: top.length }
    : { entry: top[0]?.entry, fits: top.length };
}

function similarity(left: string, right: string): number {
  if (left === right) return 1;
  // One name may carry the city or state the other leaves out (nameAgreement checked that the
  // other side's address or state names it).
  if (left.length >= 8 && right.length >= 8 && (left.startsWith(right) || right.startsWith(left)))
    return 0.9;
  return diceSimilarity(left, right);
}
