/** The signed-in visitor as pages see it (root loader data). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
}
