// The words Hearth writes songs with: line openings, rhyming line endings grouped by rhyme family, and
// the mood, taste and kitchen phrases a chorus or a short verse needs. Written for Hearth. No phrase may
// name a food (a test checks every one against the food catalogue), so a song only ever names the foods
// of its own dish.
import type { MusicMood, MusicTaste } from '@hearth/contracts';

/** How a phrase feels; each mood takes 'any' plus one of the others. */
export type Tone = 'any' | 'bright' | 'dark' | 'tender';

export const MOOD_TONES: Record<MusicMood, readonly Tone[]> = {
  energetic: ['any', 'bright'],
  celebratory: ['any', 'bright'],
  playful: ['any', 'bright'],
  calm: ['any', 'tender'],
  romantic: ['any', 'tender'],
  melancholic: ['any', 'dark'],
  mysterious: ['any', 'dark'],
};

/**
 * Where a line ending reads well: 'manner' says how or when and follows any action, a cooking step
 * included ("We stir the dal with care"); 'place' is a place in the kitchen ("…in the pot"); 'adv' sets a scene or a feeling and follows a clause about
 * people ("We think of home, far away"); 'noun' follows a thing ("…the basil in the pot"); 'adj' is an
 * aside on a thing or a taste ("…tangy and bright, piping hot"). Ingredient lines with a verb take all but
 * 'adv', ingredient lines without one 'place', 'noun' and 'adj', method lines 'manner' and 'place', the
 * chorus's taste line 'adj', its mood line and the kitchen scenes 'manner' and 'adv'.
 */
export type CloserUse = 'manner' | 'place' | 'adv' | 'noun' | 'adj';

/** A rhyming line ending; `comma` when it reads as an aside ("…, piping hot"). */
export interface Closer {
  text: string;
  family: string;
  tone: Tone;
  use: CloserUse;
  comma?: boolean;
}

const c = (family: string, tone: Tone, use: CloserUse, ...texts: string[]): Closer[] =>
  texts.map((text) => (text.startsWith(', ') ? { text: text.slice(2), family, tone, use, comma: true } : { text, family, tone, use }));

export const CLOSERS: readonly Closer[] = [
  ...c('ight', 'any', 'adv', 'in the light', 'all through the night'),
  ...c('ight', 'any', 'manner', ', tonight', 'to get it right'),
  ...c('ight', 'any', 'adj', ', just right'),
  ...c('ight', 'bright', 'adj', ', so bright'),
  ...c('ight', 'bright', 'manner', 'with delight'),
  ...c('ight', 'tender', 'manner', 'by candlelight'),
  ...c('ight', 'tender', 'noun', 'held tight'),
  ...c('ight', 'dark', 'adv', 'in fading light'),
  ...c('ight', 'dark', 'noun', 'out of sight'),
  ...c('ay', 'any', 'adv', ', come what may'),
  ...c('ay', 'any', 'manner', ', today', 'along the way'),
  ...c('ay', 'any', 'noun', 'here to stay', 'in its own way'),
  ...c('ay', 'any', 'noun', 'on display'),
  ...c('ay', 'any', 'place', 'on the tray'),
  ...c('ay', 'bright', 'manner', 'to start the day'),
  ...c('ay', 'dark', 'adv', 'far away'),
  ...c('ay', 'dark', 'noun', 'in shades of grey'),
  ...c('ow', 'any', 'manner', 'nice and slow'),
  ...c('ow', 'any', 'adv', 'to and fro'),
  ...c('ow', 'any', 'noun', ', just so'),
  ...c('ow', 'any', 'place', 'row by row'),
  ...c('ow', 'bright', 'adv', 'all aglow'),
  ...c('ow', 'bright', 'noun', ', set to go'),
  ...c('ow', 'tender', 'adv', 'soft and low', 'in the glow'),
  ...c('ow', 'dark', 'adv', 'long ago'),
  ...c('and', 'any', 'adv', 'across the land'),
  ...c('and', 'any', 'manner', 'as planned'),
  ...c('and', 'any', 'manner', 'by hand'),
  ...c('and', 'any', 'noun', 'close at hand'),
  ...c('and', 'bright', 'adj', ', so grand'),
  ...c('and', 'tender', 'adv', 'hand in hand'),
  ...c('art', 'any', 'manner', 'from the start'),
  ...c('art', 'any', 'noun', 'set apart', 'to play its part'),
  ...c('art', 'bright', 'adj', ', a work of art'),
  ...c('art', 'tender', 'manner', 'with all my heart'),
  ...c('art', 'dark', 'noun', 'torn apart'),
  ...c('ong', 'any', 'adv', 'all along', 'in this song', 'the whole day long'),
  ...c('ong', 'any', 'noun', ', so strong'),
  ...c('ong', 'bright', 'adv', 'to sing along'),
  ...c('ong', 'dark', 'adv', 'for so long'),
  ...c('ace', 'any', 'place', 'in place', 'into place'),
  ...c('ace', 'tender', 'adv', 'face to face'),
  ...c('ace', 'tender', 'manner', 'with grace', 'at a gentle pace'),
  ...c('ace', 'dark', 'noun', 'without a trace'),
  ...c('ound', 'any', 'adv', 'around', 'all around'),
  ...c('ound', 'any', 'noun', 'on solid ground'),
  ...c('ound', 'bright', 'adv', 'round and round'),
  ...c('ound', 'tender', 'adv', 'safe and sound'),
  ...c('ound', 'dark', 'manner', 'without a sound'),
  ...c('ine', 'any', 'adj', ', so fine'),
  ...c('ine', 'any', 'place', 'in a line'),
  ...c('ine', 'any', 'noun', 'all in line'),
  ...c('ine', 'any', 'noun', 'by design'),
  ...c('ine', 'bright', 'adv', 'to shine'),
  ...c('ine', 'tender', 'adj', ', divine'),
  ...c('ime', 'any', 'adv', 'in rhyme'),
  ...c('ime', 'any', 'manner', 'in time', 'just in time', 'one more time'),
  ...c('ime', 'bright', 'noun', 'in its prime'),
  ...c('ime', 'dark', 'adv', 'once upon a time'),
  ...c('eet', 'any', 'adj', ', complete', ', a simple treat'),
  ...c('eet', 'any', 'adv', 'down the street'),
  ...c('eet', 'any', 'manner', 'in the heat'),
  ...c('eet', 'bright', 'adv', 'on our feet'),
  ...c('eet', 'bright', 'manner', 'on the beat'),
  ...c('ear', 'any', 'adv', 'from far and near'),
  ...c('ear', 'any', 'manner', ', right here'),
  ...c('ear', 'any', 'adj', ', so clear'),
  ...c('ear', 'bright', 'adj', ', crystal clear'),
  ...c('ear', 'bright', 'manner', 'with a cheer'),
  ...c('ear', 'tender', 'noun', 'we hold dear'),
  ...c('ear', 'dark', 'adv', 'year by year'),
  ...c('ell', 'any', 'manner', 'as well', 'for a spell', 'so well'),
  ...c('ell', 'dark', 'noun', ', a magic spell'),
  ...c('ore', 'any', 'adv', 'from shore to shore'),
  ...c('ore', 'any', 'manner', 'once more'),
  ...c('ore', 'any', 'noun', 'and more', 'to the core'),
  ...c('ore', 'bright', 'noun', 'galore'),
  ...c('ore', 'tender', 'noun', 'we adore'),
  ...c('ore', 'dark', 'manner', 'like before'),
  ...c('ee', 'any', 'adv', 'for all to see'),
  ...c('ee', 'any', 'manner', 'as it should be'),
  ...c('ee', 'bright', 'manner', 'with glee'),
  ...c('ee', 'bright', 'adj', ', wild and free'),
  ...c('ee', 'tender', 'manner', 'for me', 'for you and me'),
  ...c('ide', 'any', 'adv', 'far and wide'),
  ...c('ide', 'any', 'place', 'set aside'),
  ...c('ide', 'bright', 'manner', 'with pride'),
  ...c('ide', 'tender', 'adv', 'side by side'),
  ...c('ide', 'dark', 'adv', 'deep inside'),
  ...c('ing', 'any', 'noun', 'in a ring'),
  ...c('ot', 'any', 'place', 'in the pot'),
  ...c('ot', 'any', 'noun', ', all we’ve got'),
  ...c('ot', 'any', 'adj', ', piping hot'),
  ...c('ot', 'any', 'manner', 'on the spot'),
  ...c('ot', 'dark', 'noun', 'not forgot'),
  ...c('ill', 'any', 'manner', 'with skill', 'at will', 'with care and skill'),
  ...c('ill', 'bright', 'adj', ', a thrill'),
  ...c('ill', 'bright', 'adv', 'to have our fill'),
  ...c('ill', 'dark', 'adv', ', so still'),
  ...c('eam', 'any', 'noun', 'in the steam', 'in rising steam'),
  ...c('eam', 'bright', 'manner', 'as a team'),
  ...c('eam', 'tender', 'manner', 'like a dream'),
  ...c('eam', 'dark', 'noun', ', a distant dream'),
  ...c('old', 'any', 'manner', 'as we were told'),
  ...c('old', 'bright', 'adj', ', so bold', ', bright as gold'),
  ...c('old', 'bright', 'adv', ', brave and bold'),
  ...c('old', 'dark', 'adv', 'from days of old', 'in the cold'),
  ...c('ark', 'any', 'adv', 'to leave a mark'),
  ...c('ark', 'bright', 'manner', 'with a spark'),
  ...c('ark', 'dark', 'adv', 'in the dark'),
  ...c('ark', 'dark', 'manner', 'after dark'),
  ...c('ain', 'any', 'adv', 'down the lane'),
  ...c('ain', 'any', 'manner', 'again', 'once again'),
  ...c('ain', 'dark', 'adv', 'in the rain'),
  ...c('ade', 'any', 'adj', ', homemade', ', freshly made'),
  ...c('ade', 'bright', 'adv', ', unafraid'),
  ...c('ade', 'bright', 'noun', 'on parade'),
  ...c('ade', 'dark', 'adv', 'in the shade'),
  ...c('one', 'any', 'noun', 'on its own', ', fully grown', 'set in stone'),
  ...c('one', 'dark', 'adv', ', alone', 'all alone'),
  ...c('ew', 'any', 'adv', 'the whole night through'),
  ...c('ew', 'any', 'manner', 'anew'),
  ...c('ew', 'any', 'adj', ', tried and true'),
  ...c('ew', 'bright', 'adv', 'shining through'),
  ...c('ew', 'bright', 'adj', ', brand new'),
  ...c('ew', 'tender', 'manner', 'for you', 'for me and you'),
  ...c('ew', 'dark', 'adv', 'feeling blue'),
  ...c('ake', 'any', 'manner', ', make no mistake'),
  ...c('ake', 'bright', 'adv', 'wide awake'),
  ...c('ice', 'any', 'adj', ', so nice'),
  ...c('ice', 'any', 'manner', 'once or twice'),
  ...c('ice', 'tender', 'adv', 'like paradise'),
  ...c('ead', 'any', 'adv', 'in my head'),
  ...c('ead', 'any', 'adv', 'instead', ', it’s said'),
  ...c('ead', 'bright', 'adv', 'ahead'),
  ...c('ead', 'dark', 'noun', 'on a thread'),
  ...c('een', 'any', 'noun', 'in between'),
  ...c('een', 'any', 'adj', ', so clean'),
  ...c('een', 'bright', 'adj', ', the best we’ve seen'),
  ...c('een', 'bright', 'adv', 'like a queen'),
  ...c('een', 'tender', 'adj', ', serene'),
  ...c('eel', 'bright', 'adj', ', for real'),
  ...c('eel', 'bright', 'manner', 'with zeal'),
  ...c('oil', 'any', 'place', 'on the boil'),
  ...c('oil', 'any', 'noun', 'from the soil'),
  ...c('ash', 'bright', 'manner', 'in a flash', 'with a splash'),
  ...c('um', 'any', 'adv', 'in days to come'),
  ...c('um', 'bright', 'adv', 'like a drum'),
  ...c('um', 'tender', 'manner', 'with a hum'),
  ...c('air', 'any', 'adv', 'here and there'),
  ...c('air', 'any', 'manner', 'with care'),
  ...c('air', 'any', 'noun', 'in the air'),
  ...c('air', 'bright', 'manner', 'with flair'),
  ...c('air', 'bright', 'adj', ', beyond compare'),
  ...c('air', 'tender', 'noun', 'to share'),
  ...c('air', 'dark', 'adv', 'in despair'),
  ...c('ust', 'any', 'noun', 'as it must'),
  ...c('ip', 'any', 'noun', 'sip by sip'),
  ...c('ip', 'bright', 'noun', 'with a flip'),
  ...c('ix', 'any', 'place', 'in the mix'),
  ...c('ease', 'any', 'adv', 'in the breeze'),
  ...c('ease', 'any', 'manner', 'with ease', ', if you please', 'by degrees'),
];

/**
 * Line openings before an ingredient's name ("We reach for {spaghetti}"); `verb` when the opening has one.
 * An opening without "the" takes a counted food in the plural ("We gather eggs"), so none may need the singular.
 */
export const INGREDIENT_OPENERS: readonly { text: string; verb: boolean }[] = [
  { text: 'With', verb: false },
  { text: 'And', verb: false },
  { text: 'Then the', verb: false },
  { text: 'Next, the', verb: false },
  { text: 'And the', verb: false },
  { text: 'Add the', verb: true },
  { text: 'We reach for', verb: true },
  { text: 'Here comes the', verb: true },
  { text: 'We add the', verb: true },
  { text: 'Bring on the', verb: true },
  { text: 'We gather', verb: true },
  { text: 'Now comes the', verb: true },
  { text: 'We measure', verb: true },
  { text: 'In goes the', verb: true },
  { text: 'And here comes the', verb: true },
  { text: 'We reach for the', verb: true },
  { text: 'Then we add the', verb: true },
  { text: 'Now we gather', verb: true },
  { text: 'And then we add the', verb: true },
];

/** Line openings around a method verb; `{v}` is the verb (`{V}` capitalised), and the ingredient or "it all" follows. */
export const STEP_OPENERS: readonly { text: string; tone: Tone }[] = [
  { text: '{V} the', tone: 'any' },
  { text: 'We {v} the', tone: 'any' },
  { text: 'Then {v} the', tone: 'any' },
  { text: 'Now {v} the', tone: 'any' },
  { text: 'And {v} the', tone: 'any' },
  { text: 'Then we {v} the', tone: 'any' },
  { text: 'Now we {v} the', tone: 'any' },
  { text: 'And then we {v} the', tone: 'any' },
  { text: 'We gently {v} the', tone: 'tender' },
];

/** Line openings when the step uses an ingredient as a means ("season with salt"); the ingredient follows. */
export const STEP_WITH_OPENERS: readonly { text: string; tone: Tone }[] = [
  { text: '{V} it with', tone: 'any' },
  { text: 'We {v} it with', tone: 'any' },
  { text: 'Then {v} it with', tone: 'any' },
  { text: 'Now {v} it with', tone: 'any' },
  { text: 'We gently {v} it with', tone: 'tender' },
];

/** When a step names none of the recipe's ingredients: what the verb acts on. */
export const STEP_OBJECTS: readonly string[] = ['it', 'it all'];

/** Whole clauses about the kitchen and the table: verse lines when a dish has too few ingredients or steps. */
export const SCENE_CLAUSES: readonly string[] = [
  'We set the table',
  'We light the stove',
  'We wash our hands',
  'We call our friends',
  'We pull up chairs',
  'We fetch a bowl',
  'The kitchen warms',
  'We lay the plates',
  'We hum a tune',
  'The oven hums',
  'We roll our sleeves',
  'We clear the counter',
];

/** Clauses for the chorus's last line, per mood. */
export const MOOD_CLAUSES: Record<MusicMood, readonly string[]> = {
  energetic: ['Turn the music up', 'We’re up and moving', 'Feel the kitchen jump', 'Come on and dance', 'We clap our hands', 'Stamp your feet'],
  calm: ['We breathe and settle', 'We take it easy', 'The kettle hums', 'Slow down', 'We rest a while', 'The world is quiet'],
  romantic: ['Just you and me', 'Come hold my hand', 'We share a plate', 'Dance with me', 'Stay close to me'],
  mysterious: ['A secret simmers', 'The shadows gather', 'Something stirs', 'The whispers rise', 'No one can tell'],
  playful: ['We spin around', 'Tap your toes', 'We hop and skip', 'Let’s laugh out loud', 'We wiggle and grin'],
  melancholic: ['I miss the old days', 'The table’s quiet', 'We sit and wait', 'We think of home', 'The chairs are empty'],
  celebratory: ['Raise a glass', 'We celebrate', 'Call everyone', 'Cheer and clap', 'Raise your voices'],
};

/** Two words for each taste: the plain one and a partner ("sweet and mellow"). */
export const TASTE_WORDS_SUNG: Record<MusicTaste, readonly [string, string]> = {
  sweet: ['sweet', 'mellow'],
  sour: ['tangy', 'bright'],
  salty: ['salty', 'bold'],
  bitter: ['bitter', 'dark'],
  umami: ['savoury', 'deep'],
};

/** When the dish's taste is unknown the chorus says so, in a line that rhymes on its own (family 'ow'). */
export const UNKNOWN_TASTE_LINES: readonly string[] = ['A taste we do not know', 'A flavour we don’t know', 'A flavour that we don’t know'];
export const UNKNOWN_TASTE_FAMILY = 'ow';

/** A chorus with no standout taste says so: nothing is sung as sweet that the knowledge does not read as sweet. */
export const BALANCED_TASTE_LINES: readonly string[] = ['Gentle and balanced', 'So gently balanced', 'Balanced'];

/** Around the dish's name in the chorus's hook line. */
export const HOOK_PREFIXES: readonly { text: string; tone: Tone }[] = [
  { text: '', tone: 'any' },
  { text: 'Oh, ', tone: 'any' },
  { text: 'Oh, oh, ', tone: 'any' },
  { text: 'Sing of ', tone: 'any' },
  { text: 'Sing, sing of ', tone: 'any' },
  { text: 'Here’s to ', tone: 'bright' },
  { text: 'Hey, ', tone: 'bright' },
];
export const HOOK_SUFFIXES: readonly { text: string; tone: Tone }[] = [
  { text: '', tone: 'any' },
  { text: ', oh', tone: 'any' },
  { text: ', oh yeah', tone: 'bright' },
  { text: ', yeah, yeah', tone: 'bright' },
  { text: ', hey', tone: 'bright' },
  { text: ', my dear', tone: 'tender' },
  { text: ', my dear', tone: 'dark' },
  { text: ', once more', tone: 'dark' },
];
