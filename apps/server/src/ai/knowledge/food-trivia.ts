// Food facts that cannot be computed from the catalogue: history, chemistry and law, each with the
// publication it rests on. Only well-documented facts are kept; wording is Hearth's own. Food Trivia
// mixes these with the facts it computes from the catalogue, IFCT 2017 and regions.ts.

export interface CuratedFact {
  /** Stable key: a member's trivia history records it, so it must not change once shipped. */
  key: string;
  /** Markdown, one or two sentences. */
  text: string;
  /** The publication, named in full where the fact is shown. */
  source: string;
}

export const CURATED_FOOD_FACTS: readonly CuratedFact[] = [
  {
    key: 'scoville-scale',
    text: 'The heat of chillies comes from **capsaicin**. The Scoville scale that ranks that heat began as a taste test: an extract was diluted with sugar water until tasters could no longer feel the burn, and the dilution gave the score.',
    source: 'W. L. Scoville, "Note on Capsicums", Journal of the American Pharmaceutical Association (1912)',
  },
  {
    key: 'maillard-reaction',
    text: 'The browning of toast, seared meat and roasted coffee is largely the **Maillard reaction** between amino acids and reducing sugars, named after the French chemist Louis-Camille Maillard, who described it in 1912.',
    source: 'L.-C. Maillard, Comptes rendus de l’Académie des sciences (1912)',
  },
  {
    key: 'tomato-nix-v-hedden',
    text: 'Botanically the **tomato** is a fruit, yet in 1893 the US Supreme Court ruled in *Nix v. Hedden* that it is a vegetable for customs duty, because that is how it is eaten and sold.',
    source: 'Nix v. Hedden, 149 U.S. 304 (1893)',
  },
  {
    key: 'umami-ikeda',
    text: 'The savoury taste **umami** was named by the Japanese chemist Kikunae Ikeda, who traced the taste of kombu broth to glutamate and went on to patent monosodium glutamate as a seasoning.',
    source: 'K. Ikeda, "New Seasonings", Journal of the Tokyo Chemical Society (1909); English translation in Chemical Senses 27 (2002)',
  },
  {
    key: 'onion-tears',
    text: 'Cutting an **onion** brings tears because an enzyme, lachrymatory-factor synthase, turns the onion’s sulfur compounds into the irritant gas syn-propanethial-S-oxide.',
    source: 'S. Imai et al., "An onion enzyme that makes the eyes water", Nature 419 (2002)',
  },
  {
    key: 'cilantro-soap',
    text: 'Whether **cilantro** tastes of soap is partly genetic: a variant near the olfactory receptor gene OR6A2, which detects the aldehydes in cilantro’s aroma, is linked to disliking it.',
    source: 'N. Eriksson et al., "A genetic variant near olfactory receptor genes influences cilantro preference", Flavour 1 (2012)',
  },
  {
    key: 'vanilla-hand-pollination',
    text: 'Nearly all **vanilla** is still pollinated by hand, a method worked out in 1841 on Réunion by Edmond Albius, an enslaved twelve-year-old boy.',
    source: 'T. Ecott, Vanilla: Travels in Search of the Luscious Substance (2004)',
  },
  {
    key: 'nutmeg-mace',
    text: '**Nutmeg** and **mace** come from the same fruit of the tree *Myristica fragrans*: nutmeg is the seed, mace the red lacy aril wrapped around it.',
    source: 'A. Davidson, The Oxford Companion to Food (2014)',
  },
  {
    key: 'pepper-colours',
    text: 'Black, green and white **pepper** are all berries of one vine, *Piper nigrum*: green is picked unripe, black is dried whole until the skin darkens, and white is the seed with its skin removed.',
    source: 'A. Davidson, The Oxford Companion to Food (2014)',
  },
  {
    key: 'pineapple-gelatin',
    text: 'Fresh **pineapple** stops gelatin from setting: its enzyme bromelain cuts the gelatin’s proteins apart. Canned pineapple has been heated, which destroys the enzyme, so it sets.',
    source: 'H. McGee, On Food and Cooking (2004)',
  },
];
