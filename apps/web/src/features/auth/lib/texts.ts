import { PRODUCT_NAME } from '@/config/paths';

export const AUTH_PAGE_TITLE = `Sign in | ${PRODUCT_NAME}`;
export const AUTH_PAGE_DESCRIPTION = `Sign in or create your ${PRODUCT_NAME} account to explore NEET PG and UG seat allotments, closing ranks, seat matrix, fees, stipends and bonds.`;
