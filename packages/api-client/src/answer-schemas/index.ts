import type * as Calculator from './calculator';
import type * as Products from './products';

// zod and the schemas load with the first answer the client checks, never with the page.
type Schemas = typeof Calculator & typeof Products;

/** A schema of a catalogue answer's payload, by its name in `@shop/contracts`. */
export type AnswerSchemaName = Exclude<keyof Schemas, 'catalogueAnswer'>;
export type AnswerSchema<N extends AnswerSchemaName> = Schemas[N];

const calculatorSchemas: ReadonlySet<string> = new Set<keyof typeof Calculator>([
  'calculatorReferencePayloadSchema',
  'formatPricesPayloadSchema',
]);

/** The named schema and the answer envelope, from the chunk that holds it. */
export async function loadAnswerSchema<N extends AnswerSchemaName>(
  name: N,
): Promise<{ envelope: Schemas['catalogueAnswer']; schema: AnswerSchema<N> }> {
  const chunk: Partial<Schemas> = calculatorSchemas.has(name)
    ? await import('./calculator')
    : await import('./products');
  return { envelope: chunk.catalogueAnswer!, schema: chunk[name] as AnswerSchema<N> };
}
