/* The reference's meld profiles, written from RULES.md 1.3 and the tables of
 * 17.2 (RUMMY engine) and 17.3 (MANIP engine), preset defaults only. */
#include "ref_solver.h"

#include "cardrules.h"

/* Column by column of RULES.md 17.2 / 17.3:
 * group (min, max, distinct suits), seq_mode, wild deuces, natural needed,
 * jokers in the deck, values ace / court / wild. One-pack presets get
 * distinct suits: in one pack suits differ automatically (1.3), and Java 13.3
 * forbids two equal declared identities in a meld. */
static const ref_profile profiles[] = {
    {CR_GAME_BOATHOUSE_BICYCLE, "boathouse", 3, 4, true, 3, REF_SEQ_CYCLIC, false, false, false,
     11, 10, 0},
    {CR_GAME_STRAIGHT_RUMMY_6, "straight6", 3, 4, true, 3, REF_SEQ_LOW, false, false, false, 1, 10,
     0},
    {CR_GAME_STRAIGHT_RUMMY_7, "straight7", 3, 4, true, 3, REF_SEQ_LOW, false, false, false, 1, 10,
     0},
    /* Skip: a new meld is exactly 3 cards, but melds grow by lay-off to a
     * 4-group and any run (6.1): the profile is what may lie on the table. */
    {CR_GAME_SKIP_RUMMY, "skip", 3, 4, true, 3, REF_SEQ_LOW, false, false, false, 1, 10, 0},
    {CR_GAME_ROUND_THE_CORNER, "round-the-corner", 3, 4, true, 3, REF_SEQ_CYCLIC, false, false,
     false, 1, 10, 0},
    {CR_GAME_BLOCK_RUMMY, "block", 3, 4, true, 3, REF_SEQ_LOW, false, false, false, 1, 10, 0},
    {CR_GAME_QUEEN_CITY, "queen-city", 3, 4, true, 3, REF_SEQ_LOW, false, false, false, 1, 10, 0},
    {CR_GAME_DOUBLE_RUMMY, "double", 3, REF_NO_MAX, false, 3, REF_SEQ_HIGH_OR_LOW, false, false,
     true, 11, 10, 15},
    {CR_GAME_JAVA_RUMMY, "java", 3, 4, true, 3, REF_SEQ_LOW, true, false, true, 1, 10, 25},
    {CR_GAME_RUMMY_POKER, "rummy-poker", 3, 4, false, 3, REF_SEQ_LOW, true, false, true, 10, 10,
     25},
    {CR_GAME_CAROUSEL, "carousel", 3, 4, true, 3, REF_SEQ_LOW, false, false, true, 1, 10, 25},
    /* RockIt: joker 0 as in its coming-in values (16.1). */
    {CR_GAME_ROCKIT, "rockit", 3, 4, true, 3, REF_SEQ_CYCLIC, false, true, true, 1, 10, 0},
};

const ref_profile *ref_profile_get(int32_t preset)
{
    for (size_t i = 0; i < sizeof profiles / sizeof profiles[0]; i++)
        if (profiles[i].preset == preset)
            return &profiles[i];
    return NULL;
}

bool ref_is_wild(const ref_profile *p, uint8_t card)
{
    if (card == CR_CARD_JOKER)
        return true;
    return p->wild_deuces && (card & 15) == 2;
}

int ref_card_value(const ref_profile *p, uint8_t card)
{
    if (ref_is_wild(p, card))
        return p->wild_value;
    int rank = card & 15;
    if (rank == 1)
        return p->ace_value;
    if (rank >= 11)
        return p->court_value;
    return rank;
}
