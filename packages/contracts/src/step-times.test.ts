import { describe, expect, it } from 'vitest';
import { OVERNIGHT_MINUTES, readStepDurations, splitCookingTime } from './step-times';

// Steps as the demo Tiramisu and Falafel write them (apps/server/src/db/seed/demo-recipes.ts).
const TIRAMISU = [
  'Brew the espresso, pour it into a shallow dish and leave to cool completely.',
  'Whisk the egg yolks and sugar in a heatproof bowl set over a pan of barely simmering water for 5–7 minutes, until pale, thick and hot to the touch (about 70°C / 160°F); take off the heat and let cool.',
  'Dip the ladyfingers one at a time into the coffee for 1–2 seconds per side, so they are moist but not soggy, and lay half of them in a 20 x 30 cm dish.',
  'Cover and chill for at least 6 hours, or overnight, so it sets and the flavours meld.',
];
const FALAFEL = [
  'Cover the dried chickpeas with plenty of cold water and soak for 12–24 hours; they will more than double in size.',
  'Transfer to a bowl, mix in the cumin, coriander, cayenne, 1 tsp of the salt and the baking powder, then cover and chill for 30 minutes so the mixture firms up.',
  'Meanwhile, whisk the tahini with the juice of the lemon for 2 minutes.',
  'Fry in batches for 3–4 minutes, turning, until deep golden brown all over, then drain on paper towels.',
];

describe('times read from the steps', () => {
  it('reads minutes, hours, seconds, words, fractions and overnight', () => {
    expect(readStepDurations('Simmer for 20 minutes.')).toEqual([{ minutes: 20, waiting: false }]);
    expect(readStepDurations('Chill for 6 hours.')).toEqual([{ minutes: 360, waiting: true }]);
    expect(readStepDurations('Soak the beans overnight.')).toEqual([{ minutes: OVERNIGHT_MINUTES, waiting: true }]);
    expect(readStepDurations('Simmer the water with ginger for five minutes.')).toEqual([{ minutes: 5, waiting: false }]);
    expect(readStepDurations('Leave somewhere warm for about 1 1/2 hours, until doubled.')).toEqual([{ minutes: 90, waiting: true }]);
    expect(readStepDurations('Let the dough rise for 1½ hours.')).toEqual([{ minutes: 90, waiting: true }]);
    expect(readStepDurations('Rest the meat for half an hour.')).toEqual([{ minutes: 30, waiting: true }]);
    expect(readStepDurations('Stir for 30 seconds.')).toEqual([{ minutes: 0.5, waiting: false }]);
    expect(readStepDurations('Marinate for 2 days in the fridge.')).toEqual([{ minutes: 2880, waiting: true }]);
  });

  it('counts a range as its shorter end and leaves out alternatives, frequencies and vague times', () => {
    expect(readStepDurations('Soak for 12–24 hours.')).toEqual([{ minutes: 720, waiting: true }]);
    expect(readStepDurations('Marinate in the fridge for at least 30 minutes, or up to 8 hours.')).toEqual([{ minutes: 30, waiting: true }]);
    expect(readStepDurations('Cover and chill for at least 6 hours, or overnight.')).toEqual([{ minutes: 360, waiting: true }]);
    expect(readStepDurations('Simmer, stirring every 5 minutes, for 40 minutes.')).toEqual([{ minutes: 40, waiting: false }]);
    expect(readStepDurations('Cook for a few minutes until soft.')).toEqual([]);
    expect(readStepDurations('Cut into 2.5 cm cubes and heat the oil to 175°C.')).toEqual([]);
  });

  it('tells waiting from cooking by the words before each time', () => {
    expect(readStepDurations('Simmer for 15 minutes and leave to cool for 10 minutes.')).toEqual([
      { minutes: 15, waiting: false },
      { minutes: 10, waiting: true },
    ]);
    expect(readStepDurations('Spread the rest of the cream on top and bake for 25 minutes.')).toEqual([{ minutes: 25, waiting: false }]);
  });

  it('adds nothing for steps done meanwhile or only sometimes', () => {
    expect(readStepDurations('Meanwhile, toast the nuts for 4 minutes.')).toEqual([]);
    expect(readStepDurations('Heat the grill; if you are using wooden skewers, soak them in water for 20 minutes first.')).toEqual([]);
    expect(readStepDurations('If the paneer is firm, soak it for 10 minutes. Fry for 3 minutes.')).toEqual([{ minutes: 3, waiting: false }]);
  });

  it('splits the total when the steps account for it', () => {
    expect(splitCookingTime(400, TIRAMISU)).toEqual({ total: 400, prepAndCook: 40, waiting: 360 });
    expect(splitCookingTime(780, FALAFEL)).toEqual({ total: 780, prepAndCook: 30, waiting: 750 });
  });

  it('shows no split when there is no waiting, no total, or the stated times do not fit the total', () => {
    expect(splitCookingTime(45, ['Fry the onions for 10 minutes.', 'Simmer for 15 minutes.'])).toBeNull();
    expect(splitCookingTime(null, TIRAMISU)).toBeNull();
    // Chilling for 6 hours cannot fit in a recipe said to take 2 hours.
    expect(splitCookingTime(120, TIRAMISU)).toBeNull();
    // 30 + 20 minutes of waiting and 10 of grilling do not fit in 55 minutes: the steps overlap somewhere.
    expect(splitCookingTime(55, ['Marinate for 30 minutes.', 'Soak the skewers for 20 minutes.', 'Grill for 10–12 minutes.'])).toBeNull();
  });
});
