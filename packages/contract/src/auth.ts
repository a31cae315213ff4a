// Auth shapes shared by the web app and the server.

/** POST: reads the HttpOnly refresh cookie, rotates it, answers { data: { access, user } }. */
export const AUTH_REFRESH_PATH = '/api/v1/auth/token/refresh/';
export const AUTH_LOGOUT_PATH = '/api/v1/auth/logout/';

export interface SessionUser {
  id: number;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  role: 'customer' | 'staff';
}

export interface AuthResponse {
  user: SessionUser;
  access: string;
}
