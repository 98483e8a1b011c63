import { PRODUCT_NAME } from '@/config/paths';
import { pageTitle } from '@/lib/page-title';

/** The title while the sign-in dialog is open, as /auth's own (app/routes.ts). */
export const AUTH_PAGE_TITLE = pageTitle('Sign in');
export const AUTH_PAGE_DESCRIPTION = `Sign in or create your ${PRODUCT_NAME} account to explore NEET PG and UG seat allotments, closing ranks, seat matrix, fees, stipends and bonds.`;
