import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';

/** Erasing an account on request (customers module): the questions it asked go, with their answers. */
export async function eraseQuestions(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM questions WHERE user_id = ${userId}`);
}
