// The built-in illustrator's own process: draws one picture per message and answers with its encoded sizes.
// Started and stopped by illustrator-client.ts, which says why it runs apart from the server.
import { encodeVariants } from '../../storage/images';
import type { DrawAnswer, DrawRequest } from './illustrator-client';
import { renderDish, renderIngredient } from './illustration';

const answer = (message: DrawAnswer) => process.send?.(message);

process.on('message', (request: DrawRequest) => {
  const drawing = request.kind === 'dish' ? renderDish(request.dish) : renderIngredient(request.name);
  drawing.then(encodeVariants).then(
    ({ full, card }) => answer({ id: request.id, full, card }),
    (error: unknown) => answer({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server went away (stopped, or crashed): nothing is left to draw for.
process.on('disconnect', () => process.exit(0));
