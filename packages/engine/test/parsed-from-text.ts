// Builds a ParsedResume from plain resume text, through the parser's own structuring step, so analysis and
// match tests can state a resume in a few lines and still exercise the real sections, fields and skills.

import { BULLET_PREFIX } from "../src/parse/normalise-text.ts";
import { type ExtractedLayout, structureResume } from "../src/parse/parse-resume.ts";
import type { LayoutFacts, ParsedResume, TextLine } from "../src/types.ts";

export function parsedFromText(
  text: string,
  layout: Partial<LayoutFacts> & { bodyFontSize?: number } = {},
): ParsedResume {
  const lines: TextLine[] = text
    .split("\n")
    .map((t) => t.trimEnd())
    .filter((t) => t.trim())
    .map((t, index) => ({
      index,
      text: t.trim(),
      page: 1,
      x: t.startsWith(" ") ? 60 : 50,
      y: 40 + index * 14,
      width: 0,
      fontSize: index === 0 ? 18 : 10,
      isBold: false,
      column: 0,
      isBullet: BULLET_PREFIX.test(t.trim()),
    }));
  const extracted: ExtractedLayout = {
    lines,
    pageCount: 1,
    columnCount: layout.columnCount ?? 1,
    bodyFontSize: layout.bodyFontSize ?? 10,
    hasTables: layout.hasTables ?? false,
    headerFooterLines: new Set(),
    textInWrappedHtml: layout.textInWrappedHtml ?? false,
  };
  const parsed = structureResume(extracted, "pdf");
  return { ...parsed, layout: { ...parsed.layout, ...layout } };
}

/**
 * A resume whose line breaks were lost: its parts run together as one paragraph, as a job board's paste box
 * leaves them (padded past the length at which the parser looks for the lines it had).
 */
export function parsedFromOneParagraph(parts: string[]): ParsedResume {
  return parsedFromText(`${parts.join(" ")}${" More.".repeat(5)}`);
}

export const STRONG_RESUME = `Priya Raman
Seattle, WA | priya.raman@example.com | (206) 555-0187 | linkedin.com/in/priyaraman
Summary
Data engineer with 6 years of experience building reliable pipelines on AWS for analytics teams of 40+ people.
Experience
Senior Data Engineer, Cascade Retail Inc.   Jan 2021 – Present
• Reduced nightly ETL runtime by 45% by rewriting Spark jobs and partitioning 3 TB of sales data.
• Led a team of 4 engineers to migrate 120 Airflow DAGs to Kubernetes, cutting infrastructure cost by $18k per month.
• Built a data quality service in Python that catches 95% of schema errors before they reach dashboards.
• Designed a Kafka ingestion layer handling 2 million events per hour with 99.9% uptime.
Data Engineer, Northwind Analytics LLC   Jun 2018 – Dec 2020
• Developed 30 SQL models in dbt, improving report accuracy for 12 finance stakeholders.
• Automated weekly revenue reporting in Python, saving analysts 10 hours per week.
• Migrated the warehouse from MySQL to Snowflake with zero downtime for 200 users.
Education
University of Washington   2014 – 2018
Bachelor of Science in Computer Science
Skills
Languages: Python, SQL, Scala
Tools: Spark, Airflow, Kafka, Kubernetes, dbt, Snowflake, Amazon Web Services (AWS)`;

export const WEAK_RESUME = `Priya Raman
priya.raman@example.com
Objective
I am a hard worker and team player looking for a challenging position where I can grow.
Experience
Cascade Retail
• Responsible for ETL jobs.
• I was tasked with helping the team with data stuff and other duties as assigned by my manager on a daily basis as needed.
• Worked on dashboards.
Northwind Analytics
• Helped with reports.
Skills
Python, SQL, Spark, Airflow, Kafka, Kubernetes, dbt, Snowflake, AWS`;
