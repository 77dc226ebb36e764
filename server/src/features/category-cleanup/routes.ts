import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryAnalysis,
  CategoryDeletion,
  CategoryIdParams,
  CategoryNames,
  CleanupCategoryList,
  MergeCategoriesRequest,
  MergeCategoriesResponse,
} from '@raritet/contracts/category-cleanup';
import { ErrorBody } from '@raritet/contracts/errors';
import { handleCodedSchemaError } from '../../plugins/field-errors.ts';
import type { CategoryCleanupService } from './service.ts';

const admin = { tags: ['admin: categories'], security: [{ bearer: [] }] };
const adminErrors = { 401: ErrorBody, 403: ErrorBody };
const inputErrors = { 400: ErrorBody, ...adminErrors };

/**
 * The admin panel's category cleanup. Static paths
 * (`byNames`, `unwanted`, `merge`) win over `/:id` in Fastify's router.
 */
export const categoryCleanupRoutes: FastifyPluginAsyncZod<{ cleanup: CategoryCleanupService }> = async (
  app,
  { cleanup },
) => {
  app.get(
    '/CategoryCleanup/categories',
    {
      schema: {
        ...admin,
        summary: 'Every category with its lot, book, exclusive and duplicate counts, by name',
        response: { 200: CleanupCategoryList, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async () => cleanup.list(),
  );

  app.post(
    '/CategoryCleanup/analyze',
    {
      schema: {
        ...admin,
        summary: 'What deleting the categories with these exact names would remove (lots, favourites)',
        body: CategoryNames,
        response: { 200: CategoryAnalysis, ...inputErrors },
      },
      errorHandler: handleCodedSchemaError,
      onRequest: app.requireAdmin,
    },
    async (request) => cleanup.analyzeNames(request.body),
  );

  app.get(
    '/CategoryCleanup/analyze-unwanted',
    {
      schema: {
        ...admin,
        summary: "What deleting the placeholder categories 'unknown' and 'interested' would remove",
        response: { 200: CategoryAnalysis, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async () => cleanup.analyzeUnwanted(),
  );

  app.delete(
    '/CategoryCleanup/byNames',
    {
      schema: {
        ...admin,
        summary: 'Deletes the categories with these exact names, their lots and the favourites of those lots',
        body: CategoryNames,
        response: { 200: CategoryDeletion, ...inputErrors },
      },
      errorHandler: handleCodedSchemaError,
      onRequest: app.requireAdmin,
    },
    async (request) => cleanup.deleteByNames(request.body, request.lang),
  );

  app.delete(
    '/CategoryCleanup/unwanted',
    {
      schema: {
        ...admin,
        summary: "Deletes the placeholder categories 'unknown' and 'interested' with their lots",
        response: { 200: CategoryDeletion, ...adminErrors },
      },
      onRequest: app.requireAdmin,
    },
    async (request) => cleanup.deleteUnwanted(request.lang),
  );

  app.post(
    '/CategoryCleanup/merge',
    {
      schema: {
        ...admin,
        summary: 'Moves the lots of the source categories into the target and deletes the emptied sources',
        body: MergeCategoriesRequest,
        response: { 200: MergeCategoriesResponse, ...inputErrors, 404: ErrorBody },
      },
      errorHandler: handleCodedSchemaError,
      onRequest: app.requireAdmin,
    },
    async (request) => cleanup.merge(request.body, request.lang),
  );

  app.delete(
    '/CategoryCleanup/:id',
    {
      schema: {
        ...admin,
        summary: 'Deletes one category, its lots and the favourites of those lots',
        params: CategoryIdParams,
        response: { 200: CategoryDeletion, ...inputErrors, 404: ErrorBody },
      },
      errorHandler: handleCodedSchemaError,
      onRequest: app.requireAdmin,
    },
    async (request) => cleanup.deleteById(request.params.id, request.lang),
  );
};
