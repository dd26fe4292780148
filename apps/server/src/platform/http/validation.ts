import type { Language } from '@quire/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, z } from 'zod';
import en from 'zod/v4/locales/en.js';
import id from 'zod/v4/locales/id.js';
import zhCN from 'zod/v4/locales/zh-CN.js';

type Issue = z.core.$ZodIssue & { input?: unknown };
type LocaleError = (issue: Issue) => string | { message: string } | undefined | null;

const LOCALES: Record<Language, LocaleError> = {
  'zh-CN': zhCN().localeError as unknown as LocaleError,
  'en-US': en().localeError as unknown as LocaleError,
  'id-ID': id().localeError as unknown as LocaleError,
};

function render(locale: LocaleError, issue: Issue): string | undefined {
  const r = locale(issue);
  return typeof r === 'string' ? r : (r?.message ?? undefined);
}

/** Input that failed its schema; the error handler turns it into field errors. */
export class ValidationFailure extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: Issue[],
    readonly part: string,
  ) {
    super('validation failed');
    this.name = 'ValidationFailure';
  }

  /** Field errors in the caller's language; a schema's own message is kept as written. */
  fieldErrors(lang: Language): { field: string; message: string }[] {
    return this.issues.map((issue) => {
      const isDefault = issue.message === render(LOCALES['en-US'], issue);
      const message = isDefault ? (render(LOCALES[lang], issue) ?? issue.message) : issue.message;
      return { field: issue.path.map(String).join('.'), message };
    });
  }
}

/** Validates with Zod, keeping the input on each issue so messages can be re-rendered. */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ValidationFailure(result.error.issues as Issue[], httpPart ?? 'body') };
  };
