// Every dish history, one file per cuisine. Keys are unique across files (checked by the tests).
import { CHINESE_DISHES } from './chinese';
import { FRENCH_DISHES } from './french';
import { FUSION_DISHES } from './fusion';
import { INDIAN_DISHES } from './indian';
import { ITALIAN_DISHES } from './italian';
import { JAPANESE_DISHES } from './japanese';
import { MEDITERRANEAN_DISHES } from './mediterranean';
import { MEXICAN_DISHES } from './mexican';
import { STREET_FOOD_DISHES } from './street-food';
import { THAI_DISHES } from './thai';
import type { DishHistory } from './types';

export type { DishHistory, ProvenanceCuisine } from './types';

export const DISH_HISTORIES: readonly DishHistory[] = [
  ...INDIAN_DISHES,
  ...CHINESE_DISHES,
  ...JAPANESE_DISHES,
  ...THAI_DISHES,
  ...STREET_FOOD_DISHES,
  ...ITALIAN_DISHES,
  ...FRENCH_DISHES,
  ...MEDITERRANEAN_DISHES,
  ...MEXICAN_DISHES,
  ...FUSION_DISHES,
];
