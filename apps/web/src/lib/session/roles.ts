/** Operators (DESIGN.md §1) author content in the console; the server checks the role again on every call. */
export const isOperator = (role: string | undefined): boolean => role === 'staff' || role === 'admin';
