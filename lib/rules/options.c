/* The option registry (RULES.md 17.1, 17.2, 17.3 and the ambiguity tables
 * of sections 1-16), assembled from the files that define it: stored options
 * come first, indexed by their cri_opt id, one block per file; the shorthand
 * variants (`goboom.finish_trick`, ...) follow, engine by engine. Each
 * preset's table of values lives with its engine's options. */
#include "rules/options.h"

/* The blocks of stored options, in cri_opt order (options.h). */
typedef struct stored_block {
    int32_t first, count;
    const cri_option_def *defs;
} stored_block;

static const stored_block stored[] = {
    {CRI_OPT_COMMON_FIRST, CRI_OPT_COMMON_COUNT, cri_common_options},
    {CRI_OPT_SHED_FIRST, CRI_OPT_SHED_COUNT, cri_shed_options},
    {CRI_OPT_RUMMY_FIRST, CRI_OPT_RUMMY_COUNT, cri_rummy_options},
    {CRI_OPT_MAN_FIRST, CRI_OPT_MAN_COUNT, cri_manip_options},
    {CRI_OPT_RUMMY_GAMES_FIRST, CRI_OPT_RUMMY_GAMES_COUNT, cri_rummy_game_options},
    {CRI_OPT_MAN_GAMES_FIRST, CRI_OPT_MAN_GAMES_COUNT, cri_manip_game_options},
};

/* The shorthand variants, in registry order after the stored options. */
static const cri_option_list *const variants[] = {
    &cri_shed_variants,
    &cri_rummy_variants,
    &cri_manip_variants,
};

/* Player ranges: RULES.md 2.1, 3.1, 17.2 "players" row, 17.3. The default
 * player count is 4 for every preset: inside every range, the count S3
 * calls best for most rummy games, and a two-pack game for Carousel and
 * RockIt. */
static const cri_preset_rules *const preset_rules[CRI_PRESET_COUNT] = {
    [CR_GAME_ROCKAWAY - 1] = &cri_rockaway_rules,
    [CR_GAME_GO_BOOM - 1] = &cri_go_boom_rules,
    [CR_GAME_BOATHOUSE_BICYCLE - 1] = &cri_boathouse_rules,
    [CR_GAME_STRAIGHT_RUMMY_6 - 1] = &cri_straight6_rules,
    [CR_GAME_STRAIGHT_RUMMY_7 - 1] = &cri_straight7_rules,
    [CR_GAME_SKIP_RUMMY - 1] = &cri_skip_rules,
    [CR_GAME_ROUND_THE_CORNER - 1] = &cri_round_the_corner_rules,
    [CR_GAME_BLOCK_RUMMY - 1] = &cri_block_rules,
    [CR_GAME_QUEEN_CITY - 1] = &cri_queen_city_rules,
    [CR_GAME_DOUBLE_RUMMY - 1] = &cri_double_rummy_rules,
    [CR_GAME_JAVA_RUMMY - 1] = &cri_java_rules,
    [CR_GAME_RUMMY_POKER - 1] = &cri_rummy_poker_rules,
    [CR_GAME_CAROUSEL - 1] = &cri_carousel_rules,
    [CR_GAME_ROCKIT - 1] = &cri_rockit_rules,
};

int32_t cri_option_count(void)
{
    int32_t n = CRI_OPT_COUNT;
    for (size_t k = 0; k < CRI_ARRAY_LEN(variants); k++)
        n += variants[k]->count;
    return n;
}

void cri_option_bases(int32_t out[CRI_OPT_COUNT])
{
    for (size_t k = 0; k < CRI_ARRAY_LEN(stored); k++)
        for (int32_t i = 0; i < stored[k].count; i++)
            out[stored[k].first + i] = stored[k].defs[i].base;
}

const cri_option_def *cri_option_get(int32_t index)
{
    if (index < 0)
        return NULL;
    if (index < CRI_OPT_COUNT) {
        for (size_t k = 0; k < CRI_ARRAY_LEN(stored); k++)
            if (index < stored[k].first + stored[k].count)
                return &stored[k].defs[index - stored[k].first];
        return NULL;
    }
    index -= CRI_OPT_COUNT;
    for (size_t k = 0; k < CRI_ARRAY_LEN(variants); k++) {
        if (index < variants[k]->count)
            return &variants[k]->defs[index];
        index -= variants[k]->count;
    }
    return NULL;
}

int32_t cri_option_lookup(const char *name)
{
    for (int32_t i = 0; i < cri_option_count(); i++)
        if (cri_ascii_caseeq(name, cri_option_get(i)->name))
            return i;
    return -1;
}

const cri_preset_rules *cri_preset_rules_get(int32_t preset)
{
    if (preset < 1 || preset > CRI_PRESET_COUNT)
        return NULL;
    return preset_rules[preset - 1];
}

