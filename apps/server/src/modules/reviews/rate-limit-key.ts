/** Rate-limit key of a signed-in person's writes: their account, whatever address they use. */
export function perUserKey(request: { user: { userId: number } | null; ip: string }): string {
  return request.user ? `user:${request.user.userId}` : `ip:${request.ip}`;
}
