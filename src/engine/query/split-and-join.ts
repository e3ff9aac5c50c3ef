import type { PlanWord, QueryPlan } from './query-plan';

/**
 * Splitting and concatenation, which Algolia applies whenever typo tolerance is on
 * (https://www.algolia.com/doc/guides/managing-results/optimize-search-results/handling-natural-languages-nlp/in-depth/splitting-and-concatenation/):
 * a query word of at least `minWordSizefor1Typo` letters also matches its two halves when both
 * are words of the index (`parkbench` finds "park bench"; of several splits, the one whose
 * halves are the most frequent), and two neighbouring query words also match the word they make
 * together (`nano second` finds "nanosecond"). Words of `disableTypoToleranceOnWords` and of
 * exact phrases are neither split nor joined.
 */

export interface SplitAndJoinRules {
  /** Records holding a term of the index; 0 when it is none. */
  termCount: (term: string) => number;
  minWordSizefor1Typo: number;
  typoFreeWords: ReadonlySet<string>;
}

// The first half is at most 12 letters, as the service documents.
const MAX_FIRST_HALF = 12;

function canChange(word: PlanWord, rules: SplitAndJoinRules): boolean {
  return (
    word.phrase === -1 &&
    word.typos &&
    word.parts.length === 1 &&
    !rules.typoFreeWords.has(word.text)
  );
}

/** The halves of `word` that are both index words, the most frequent pair first; or null. */
function bestSplit(word: string, rules: SplitAndJoinRules): [string, string] | null {
  let best: [string, string] | null = null;
  let bestCount = 0;
  for (let at = 1; at < word.length && at <= MAX_FIRST_HALF; at += 1) {
    const first = word.slice(0, at);
    const second = word.slice(at);
    const firstCount = rules.termCount(first);
    const secondCount = firstCount > 0 ? rules.termCount(second) : 0;
    if (secondCount > 0 && firstCount + secondCount > bestCount) {
      best = [first, second];
      bestCount = firstCount + secondCount;
    }
  }
  return best;
}

function withSplit(word: PlanWord, rules: SplitAndJoinRules): PlanWord {
  if (!canChange(word, rules) || word.text.length < rules.minWordSizefor1Typo) return word;
  const halves = bestSplit(word.text, rules);
  if (!halves) return word;
  const split = { terms: halves, typos: 0, kind: 'split' as const, exact: false };
  return { ...word, alternatives: [...word.alternatives, split] };
}

/** Two neighbouring words as one plan word: both of them, or the one word they make. */
function joined(first: PlanWord, second: PlanWord): PlanWord {
  const concatenation = {
    terms: [first.text + second.text],
    typos: 0,
    kind: 'concatenation' as const,
    exact: false,
  };
  return {
    text: `${first.text} ${second.text}`,
    parts: [first.text, second.text],
    prefix: second.prefix,
    typos: false,
    optional: first.optional && second.optional,
    phrase: -1,
    alternatives: [concatenation],
  };
}

export function splitAndJoin(plan: QueryPlan, rules: SplitAndJoinRules): QueryPlan {
  const words: PlanWord[] = [];
  for (let i = 0; i < plan.words.length; i += 1) {
    const word = plan.words[i] as PlanWord;
    const next = plan.words[i + 1];
    if (
      next &&
      canChange(word, rules) &&
      canChange(next, rules) &&
      word.optional === next.optional &&
      rules.termCount(word.text + next.text) > 0
    ) {
      words.push(joined(word, next));
      i += 1;
    } else words.push(withSplit(word, rules));
  }
  return { ...plan, words };
}
