/**
 * Who is editing: an operator (every field), the organization's own admin (everything but the
 * operator's fields, which the API refuses them), or someone who may only look (a partner manager).
 */
export type EditMode = 'operator' | 'partnerAdmin' | 'readOnly';
