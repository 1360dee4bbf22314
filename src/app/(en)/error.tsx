'use client';
export { RouteError as default } from '@/shell/views/RouteError';
