import {
  REFUSALS,
  REFUSAL_STATUS,
  refusalInEnglish,
  type CodedRefusal,
  type RefusalCode,
  type RefusalParams,
} from '@pasal/contract';
import { HttpError } from './http-errors.js';

// A service says no with a code and its parameters, never a sentence (issue #31): the catalogue
// in packages/contract/src/refusals sets the status (by the code's kind) and the English, and
// the answer carries the code so a Nepali page words it itself. eslint (server-boundaries.js)
// refuses a written sentence in a thrown error.

/** A code's parameters as an argument: required when its words have placeholders, else none. */
type ParamsArgument<Code extends RefusalCode> = keyof RefusalParams<Code> extends never
  ? [params?: undefined]
  : [params: RefusalParams<Code>];

/** A field's refusal: its code and parameters (fieldRefusal builds one). */
export interface FieldRefusal extends CodedRefusal {
  code: RefusalCode;
}

interface RefusalOptions {
  /** The form fields the refusal is about, each with its own code. */
  fields?: Readonly<Record<string, FieldRefusal>>;
  /**
   * Field messages that are still sentences: the contract schemas' validation messages, which the
   * page words through the table of English sentences until they too have codes.
   */
  errors?: Readonly<Record<string, string>>;
  headers?: Record<string, string>;
}

export class RefusalError extends HttpError {
  constructor(
    readonly code: RefusalCode,
    readonly params: Readonly<Record<string, string | number>> | undefined,
    readonly fields: Readonly<Record<string, FieldRefusal>> | undefined,
    headers?: Record<string, string>,
    sentences?: Readonly<Record<string, string>>,
  ) {
    const errors = sentences || fields ? { ...sentences, ...(fields ? englishFields(fields) : {}) } : undefined;
    super(REFUSAL_STATUS[REFUSALS[code].kind], refusalInEnglish(code, params as never), errors, headers);
  }
}

function englishFields(fields: Readonly<Record<string, FieldRefusal>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, refusal]) => [field, englishOf(refusal)]));
}

/** The English of a refusal built by fieldRefusal (whose parameters were checked there). */
export function englishOf({ code, params }: FieldRefusal): string {
  return refusalInEnglish(code, params as never);
}

/** The error a service throws to refuse: `throw refuse('only_left', { left: 2, product })`. */
export function refuse<Code extends RefusalCode>(
  code: Code,
  ...args: [...ParamsArgument<Code>, options?: RefusalOptions]
): RefusalError {
  // The tuple's types are checked at the call; inside, its two places are read as what they hold.
  const params = args[0] as Readonly<Record<string, string | number>> | undefined;
  const options = args[1] as RefusalOptions | undefined;
  return new RefusalError(code, params, options?.fields, options?.headers, options?.errors);
}

/** One field's refusal, for `refuse(…, { fields: { coupon_code: fieldRefusal('coupon_expired') } })`. */
export function fieldRefusal<Code extends RefusalCode>(code: Code, ...[params]: ParamsArgument<Code>): FieldRefusal {
  return params === undefined ? { code } : { code, params };
}

/** What the answer carries besides the message and the English field messages. */
export function refusalBody(error: RefusalError): Pick<CodedRefusal, 'code' | 'params'> & {
  fields?: Readonly<Record<string, FieldRefusal>>;
} {
  return {
    code: error.code,
    ...(error.params ? { params: error.params } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

/**
 * A refusal about one form field, the answer's words and the field's the same:
 * `throw refuseField('email_taken', 'email')`.
 */
export function refuseField<Code extends RefusalCode>(
  code: Code,
  field: string,
  ...[params]: ParamsArgument<Code>
): RefusalError {
  const refusal = params === undefined ? { code } : { code, params };
  return new RefusalError(code, params as Readonly<Record<string, string | number>> | undefined, {
    [field]: refusal,
  });
}
