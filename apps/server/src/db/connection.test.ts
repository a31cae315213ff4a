import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';

describe('a connection that drops while a query runs', () => {
  it('fails that query and leaves the process and the pool working', async () => {
    const database = await createTestDatabase();
    try {
      const client = await database.pool.connect();
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await client.query('BEGIN');
      // Its rejection is expected from the start: it may come before pg_terminate_backend answers.
      const running = expect(client.query('SELECT pg_sleep(10)')).rejects.toThrow();
      // The database ends the connection under the running query (as a restart or shutdown does).
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.pool.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
      await running;
      // What a transaction does next (drizzle's rollback) meets the closed connection.
      await expect(client.query('ROLLBACK')).rejects.toThrow();
      client.release(true);
      // Without a listener the client's 'error' event would have ended the test process by now.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const after = await database.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await database.drop();
    }
  });
});
