import { randomBytes } from 'node:crypto';
import { MUSIC_HISTORY_LIMIT, musicCompositionSchema, recipeToMusicContract, type MusicComposition } from '@hearth/contracts';
import { createRecipesRepository } from '../../../modules/recipes/recipes.repository';
import { mediaUrl } from '../../../storage/file-store';
import { defineTool } from '../define-tool';
import { renderWav } from './audio/render';
import { musicContext, type DishInput } from './builtin';
import { compose } from './composition';
import { recipeToMusicTask } from './task';

const TOOL = 'recipe-to-music';

/**
 * Recipe to Music (spec §2): a song for a recipe the member may see, or for a dish name, in a mood. The
 * words come from the engine (checked against the knowledge); the music is arranged from the checked
 * elements and rendered here to a WAV in the file store (a few tenths of a second of CPU at most for a
 * minute of music, so it runs inside the request; decision 0022).
 */
export const recipeToMusicTool = defineTool(recipeToMusicContract, (platform) => {
  const recipes = createRecipesRepository(platform.db);
  return {
    async compose({ input, viewer }) {
      let dish: DishInput;
      if (input.recipeId !== null) {
        const row = await platform.findVisibleRecipe(viewer, input.recipeId);
        const content = await recipes.findContent(row.id);
        dish = { recipeId: row.id, title: row.title, lines: content.lines, steps: content.steps };
      } else {
        dish = { recipeId: null, title: input.dishName!, lines: [], steps: [] };
      }
      const result = await platform.ai.run(recipeToMusicTask, { dish, mood: input.mood }, { userId: viewer.id });
      const { musicalElements, score } = compose(musicContext(dish, input.mood), result.output);
      const started = performance.now();
      const wav = renderWav(score);
      const renderMs = Math.round(performance.now() - started);
      const key = `music/${randomBytes(16).toString('base64url')}.wav`;
      await platform.files.put(key, wav, 'audio/wav');
      platform.log.info({ tool: TOOL, renderMs, seconds: musicalElements.durationSeconds, bytes: wav.length }, 'music rendered');
      const { songTitle, musicStyle, tempo, lyrics } = result.output;
      const entry: Omit<MusicComposition, 'id' | 'createdAt' | 'source'> = { songTitle, mood: input.mood, musicStyle, tempo, lyrics, musicalElements, musicUrl: mediaUrl(key) };
      const run = await platform.history.record({
        tool: TOOL,
        userId: viewer.id,
        request: { recipeId: input.recipeId, dishName: input.recipeId === null ? input.dishName : null, mood: input.mood },
        response: entry,
        source: result.source,
      });
      return { ...entry, id: run.id, createdAt: run.createdAt.toISOString(), source: result.source };
    },

    async history({ viewer }) {
      const rows = await platform.history.list(TOOL, viewer.id, MUSIC_HISTORY_LIMIT);
      // Rows are written by this tool only; one that no longer fits the shape is skipped, not shown half.
      return rows.flatMap((row) => {
        const parsed = musicCompositionSchema.safeParse({ ...(row.response as object), id: row.id, createdAt: row.createdAt.toISOString(), source: row.source });
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
});
