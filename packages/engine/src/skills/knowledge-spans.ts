// What the product counts as a skill span in a sentence: the learned tagger's spans, and the dictionary's
// tools and certifications where the tagger found nothing (a named product is a keyword however it is
// written around). measure-skillspan.ts scores exactly this.
import { dictionaryTags } from "./tagger/features.ts";
import { tagSpans } from "./tagger/skill-tagger.ts";

type Span = [number, number];

/** `dictionary`: the dictionary's tags for the tokens, when the caller has them already. */
export function knowledgeSpans(tokens: string[], dictionary?: string[]): Span[] {
  const tags = dictionary ?? dictionaryTags(tokens);
  const tagged = tagSpans(tokens, tags);
  const named: Span[] = [];
  tags.forEach((tag, i) => {
    if (tag.startsWith("B-tool") || tag.startsWith("B-certification")) named.push([i, i]);
    else if ((tag.startsWith("I-tool") || tag.startsWith("I-certification")) && named.length) named.at(-1)![1] = i;
  });
  const overlaps = (a: Span, b: Span) => a[0] <= b[1] && b[0] <= a[1];
  const added = named.filter((d) => !tagged.some((t) => overlaps(t, d)));
  return [...tagged, ...added].sort((a, b) => a[0] - b[0]);
}
