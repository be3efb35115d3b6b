/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as auth from "../auth.js";
import type * as http from "../http.js";
import type * as lib_errors from "../lib/errors.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_validators from "../lib/validators.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_languages from "../shared/languages.js";
import type * as shared_limits from "../shared/limits.js";
import type * as shared_plans from "../shared/plans.js";
import type * as shared_topics from "../shared/topics.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  auth: typeof auth;
  http: typeof http;
  "lib/errors": typeof lib_errors;
  "lib/functions": typeof lib_functions;
  "lib/validators": typeof lib_validators;
  "shared/errors": typeof shared_errors;
  "shared/languages": typeof shared_languages;
  "shared/limits": typeof shared_limits;
  "shared/plans": typeof shared_plans;
  "shared/topics": typeof shared_topics;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
