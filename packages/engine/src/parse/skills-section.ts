// Step 5d: the skills section as the builder's categories. "Category: a, b, c", a category line followed
// by a list, or several categories side by side (their lists then follow in the same order). Proficiency
// words ("Advanced", "Native Speaker") are levels, not skills.
import type { SkillCategory, TextLine } from "../types.ts";
import { BULLET_PREFIX } from "./normalise-text.ts";

const LEVEL =
  /^(beginner|elementary|intermediate|upper intermediate|advanced|expert|proficient|native(?: speaker)?|fluent|basic|novice|master|good|excellent|working knowledge|conversational|\d(?:\/\d+)?|[★☆●○]+)$/i;
const LIST_SEPARATORS = /\s*(?:,|;|•|\||·|\u2022)\s*/;

function splitItems(text: string): string[] {
  return text
    .replace(BULLET_PREFIX, "")
    .split(LIST_SEPARATORS)
    .map((item) => item.trim().replace(/\.$/, ""))
    .filter((item) => item && !LEVEL.test(item));
}

function isList(text: string): boolean {
  return LIST_SEPARATORS.test(text) && splitItems(text).length >= 2;
}

export function parseSkillsSection(lines: TextLine[]): SkillCategory[] {
  const categories: SkillCategory[] = [];
  let pendingNames: string[] = [];
  const add = (category: string, items: string[]) => {
    if (items.length === 0) return;
    const existing = categories.find((c) => c.category === category);
    if (existing) existing.items.push(...items.filter((i) => !existing.items.includes(i)));
    else categories.push({ category, items });
  };
  for (const line of lines) {
    const text = line.text.trim();
    const columns = text
      .split(/\s{3,}/)
      .map((c) => c.trim())
      .filter(Boolean);
    const labelled = /^([^:]{2,40}):\s*(.+)$/.exec(text);
    if (labelled) {
      add(labelled[1]!.trim(), splitItems(labelled[2]!));
      pendingNames = [];
    } else if (columns.length > 1 && columns.every((c) => LEVEL.test(c))) {
    } else if (columns.length > 1 && columns.some(isList)) {
      columns.forEach((column, i) => {
        add(pendingNames[i] ?? pendingNames[0] ?? "General", splitItems(column));
      });
      pendingNames = [];
    } else if (columns.length > 1) {
      pendingNames = columns;
    } else if (isList(text)) {
      add(pendingNames[0] ?? "General", splitItems(text));
      pendingNames = [];
    } else if (LEVEL.test(text)) {
    } else if (text.split(/\s+/).length <= 4 && !line.isBullet) {
      // A lone short line: a category name, or a one-skill line when a category is already open.
      if (pendingNames.length === 1 && categories.length === 0) add("General", [pendingNames[0]!]);
      pendingNames = [text.replace(/:$/, "")];
    } else {
      add(pendingNames[0] ?? "General", splitItems(text));
    }
  }
  // A trailing category name with nothing after it was a skill of its own.
  for (const name of pendingNames) if (!categories.some((c) => c.category === name)) add("General", [name]);
  return categories;
}
