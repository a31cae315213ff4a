import type { ContentPageSlug } from '@pasal/contract';
import { ABOUT_MISSION_NE, ABOUT_STORY_NE, aboutValuesNe } from '../../content/ne/site';
import { PRIVACY_SECTIONS_NE, termsSectionsNe, WARRANTY_SECTIONS_NE } from '../../content/ne/policies';
import { PRIVACY_SECTIONS, termsSections, WARRANTY_SECTIONS, type PolicySection } from '../../content/policies';
import { inShopWords, type ShopFacts } from '../../content/policy-facts';
import { ABOUT_MISSION, ABOUT_STORY, aboutValues } from '../../content/site';

// "Start from the built-in text" (issue #32): the built-in page's words as Markdown, naming this
// shop (inShopWords), so the owner edits rather than starts from nothing.

function sectionsMarkdown(sections: PolicySection[], facts: ShopFacts): string {
  return sections
    .map((section) =>
      [
        `## ${section.title}`,
        ...section.body.map((block) =>
          typeof block === 'string'
            ? inShopWords(block, facts)
            : block.map((item) => `- ${inShopWords(item, facts)}`).join('\n'),
        ),
      ].join('\n\n'),
    )
    .join('\n\n');
}

function aboutMarkdown(
  mission: string,
  story: readonly string[],
  values: readonly { title: string; text: string }[],
  facts: ShopFacts,
): string {
  return [
    mission,
    ...story.map((paragraph) => inShopWords(paragraph, facts)),
    values.map((value) => `- **${value.title}**: ${value.text}`).join('\n'),
  ].join('\n\n');
}

/** The built-in page's English and Nepali as Markdown. */
export function builtinMarkdown(slug: ContentPageSlug, facts: ShopFacts): { body_en: string; body_ne: string } {
  switch (slug) {
    case 'about':
      return {
        body_en: aboutMarkdown(ABOUT_MISSION, ABOUT_STORY, aboutValues(facts), facts),
        body_ne: aboutMarkdown(ABOUT_MISSION_NE, ABOUT_STORY_NE, aboutValuesNe(facts), facts),
      };
    case 'warranty':
      return {
        body_en: sectionsMarkdown(WARRANTY_SECTIONS, facts),
        body_ne: sectionsMarkdown(WARRANTY_SECTIONS_NE, facts),
      };
    case 'privacy-policy':
      return {
        body_en: sectionsMarkdown(PRIVACY_SECTIONS, facts),
        body_ne: sectionsMarkdown(PRIVACY_SECTIONS_NE, facts),
      };
    case 'terms-and-conditions':
      return {
        body_en: sectionsMarkdown(termsSections(facts), facts),
        body_ne: sectionsMarkdown(termsSectionsNe(facts), facts),
      };
  }
}
