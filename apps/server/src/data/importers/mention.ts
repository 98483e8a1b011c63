import { splitInstituteText } from '../cleaning/institute-text';
import { canonicalState, knownState } from '../cleaning/states';
import { tidySpaces } from '../cleaning/text';
import type { InstituteMention } from '../records';

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
