import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { languages } from '../cms/cms.tables';
import { currencies } from '../geo/geo.tables';
import { players } from '../players/players.tables';

/** A text in each language of the site, by language code. */
export type LocalizedText = Record<string, string>;

/**
 * A questionnaire (spec 02 §3 Survey). Only `active` ones are offered; a new version is a new
 * row, so answers always name the questions the player read. `currency_id` null: every currency.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    /** A type of SURVEY_TYPES (`sow`). */
    type: varchar('type', { length: 16 }).notNull(),
    currencyId: integer('currency_id').references(() => currencies.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('surveys_type').on(table.type, table.status)],
);

/** A question of a questionnaire, in every language; `type` is one of SURVEY_QUESTION_TYPES. */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    position: integer('position').notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    isRequired: boolean('is_required').notNull(),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
  },
  (table) => [index('survey_questions_survey').on(table.surveyId, table.position)],
);

/** A choice of a select, radio or checkbox question. */
export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    position: integer('position').notNull(),
    /** The same in every language, for reports. */
    value: varchar('value', { length: 64 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    texts: jsonb('texts').$type<LocalizedText>().notNull(),
  },
  (table) => [index('survey_options_question').on(table.questionId, table.position)],
);

/**
 * A request that the player answer a questionnaire of `type`: by the AML rules, an operator or
 * the system, with the reason. It is answered by a submission made at or after `required_at`;
 * lifting it (`lifted_at`) keeps the record. One request in force per player and type.
 */
export const surveyRequirements = pgTable(
  'survey_requirements',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    type: varchar('type', { length: 16 }).notNull(),
    reason: text('reason').notNull(),
    /** `system`, `aml` or an operator's name. */
    requiredBy: text('required_by').notNull(),
    requiredAt: timestamp('required_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
    liftReason: text('lift_reason'),
  },
  (table) => [
    uniqueIndex('survey_requirements_in_force')
      .on(table.playerId, table.type)
      .where(sql`${table.liftedAt} is null`),
  ],
);

/** One time a player answered a questionnaire, in the language they read it in. */
export const surveySubmissions = pgTable(
  'survey_submissions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    language: varchar('language', { length: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('survey_submissions_player').on(table.playerId, table.createdAt)],
);

/**
 * One answer of a submission (a checkbox question has one row per option chosen), with the
 * question's and the answer's text as the player read and gave them.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => surveySubmissions.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    optionId: integer('option_id').references(() => surveyOptions.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
  },
  (table) => [index('survey_answers_submission').on(table.submissionId)],
);
