import type { RecipeDetail, RecipeForm, ToolContract } from '@hearth/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ProfileRow } from '../../modules/profile/profile.repository';
import type { RecipeRow } from '../../modules/recipes/recipes.repository';
import type { Viewer } from '../../modules/users/users.repository';
import type { FileStore } from '../../storage/file-store';
import type { AiEngine } from '../engine';
import type { AiToolRunsRepository } from './history.repository';

/**
 * What an AI tool may use of the platform. Tools build their own repositories from `db` (only
 * repositories touch it) and reach recipes and profiles through the same services as the rest of Hearth,
 * so a recipe a tool saves is moderated, versioned and enriched like any other.
 */
export interface ToolPlatform {
  db: Database;
  ai: AiEngine;
  history: AiToolRunsRepository;
  files: FileStore;
  config: Config;
  log: FastifyBaseLogger;
  findProfile(userId: string): Promise<ProfileRow | null>;
  /** Saves the recipe as the member's own, exactly like Create Recipe (enrichment queued). */
  createRecipe(viewer: Viewer, form: RecipeForm): Promise<RecipeDetail>;
  /** The recipe if this member may see it; otherwise a 404 (private and pending recipes do not leak). */
  findVisibleRecipe(viewer: Viewer, id: number): Promise<RecipeRow>;
}

/** An image sent with a multipart request (field `image`), checked by the tool before use. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

/** One request to one endpoint of a tool: validated input, the signed-in approved member, any file. */
export interface ToolCall<I> {
  input: I;
  viewer: Viewer;
  file: UploadedFile | null;
}

type Endpoints<C extends ToolContract> = C['endpoints'];
export type ToolHandlers<C extends ToolContract> = {
  [K in keyof Endpoints<C>]: (call: ToolCall<z.output<Endpoints<C>[K]['request']>>) => Promise<z.input<Endpoints<C>[K]['response']>>;
};

/** A tool: its contract (packages/contracts) and the handlers for each of its endpoints. */
export interface AiTool<C extends ToolContract = ToolContract> {
  contract: C;
  create(platform: ToolPlatform): ToolHandlers<C>;
}

export function defineTool<C extends ToolContract>(contract: C, create: (platform: ToolPlatform) => ToolHandlers<C>): AiTool<C> {
  return { contract, create };
}
