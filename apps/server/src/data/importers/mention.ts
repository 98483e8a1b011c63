import { splitInstituteText } from '../cleaning/institute-text';
import { canonicalState, knownState } from '../cleaning/states';
import { tidySpaces, titleCaseIfShouting } from '../cleaning/text';
import type { InstituteMention } from '../parsed-records';

/** An institute from MCC's "name, address, state, PIN" text. */
export function mentionFromMccText(
  sourceText: string,
  mccCode: string | null = null,
): InstituteMention {
  const parts = splitInstituteText(sourceText);
  return {
    sourceText,
    name: parts.name,
    address: parts.address,
    state: knownState(parts.state) ?? stateFromAddress(parts.address),
    pin: parts.pin,
    mccCode,
    sourceCode: null,
  };
}

function stateFromAddress(address: string | null): string | null {
  return knownState(address?.replace(/\d+/g, ' ').split(',').at(-1));
}

/** An institute named by a short name and a state (INI-CET, NEET SS, fee and bond lists). */
export function mentionFromName(name: string, state: string | null): InstituteMention {
  const tidy = tidySpaces(name);
  return {
    sourceText: `${tidy}|${state ?? ''}`,
    name: tidy,
    address: null,
    state: canonicalState(state),
    pin: null,
    mccCode: null,
    sourceCode: null,
  };
}

/**
 * An institute as a state's list names it: `NAME, TOWN`, `Name,address...,Town`, or a name and a
 * district. The name keeps its town, so two "Government Medical College"s stay two; a town
 * marked `(P)` (KEA's private colleges) is read without the mark.
 */
export function mentionFromNameAndTown(
  raw: string,
  state: string | null,
  district: string | null = null,
): InstituteMention {
  const parts = tidySpaces(raw)
    .split(',')
    .map((part) => tidySpaces(part))
    .filter((part) => part !== '');
  const name = parts[0] ?? tidySpaces(raw);
  const town = district ? tidySpaces(district) : parts.length > 1 ? (parts.at(-1) ?? null) : null;
  const townText = town?.replace(/\s*\([A-Z]\)$/, '').replace(/\.$/, '') ?? null;
  const hasTown = townText !== null && !name.toLowerCase().includes(townText.toLowerCase());
  const address = parts.length > 2 ? parts.slice(1, -1).join(', ') : null;
  return {
    sourceText: `${tidySpaces(raw)}|${district ?? ''}|${state ?? ''}`,
    name: titleCaseIfShouting(hasTown ? `${name}, ${townText}` : name),
    address,
    state: canonicalState(state),
    pin: null,
    mccCode: null,
    sourceCode: null,
  };
}
