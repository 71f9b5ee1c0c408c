/* The meld profile of every rummy and manipulation preset, as data
 * (RULES.md 1.3 group table, 17.2 and 17.3 seq_mode and values), and the
 * public profile handle: create by preset name, override by key. */
#include <stdlib.h>

#include "solver/meld_profile.h"
#include "rules/presets.h"
#include "rules/rules.h"

/* Card values by rank: ace, then 2..10 pip, court 10. */
#define VALUES(ace) {0, ace, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10}

/* One row per preset with melds; the SHED presets have none. */
static const cri_meld_profile profiles[] = {
    /* id, gmin, gmax, distinct, run_min, seq, wild2, natural, values, joker, wild2 value */
    {CR_GAME_BOATHOUSE_BICYCLE, 3, 4, 1, 3, CR_SEQ_CYCLIC, 0, 0, VALUES(11), 0, 0},
    {CR_GAME_STRAIGHT_RUMMY_6, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 0, 0},
    {CR_GAME_STRAIGHT_RUMMY_7, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 0, 0},
    {CR_GAME_SKIP_RUMMY, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 0, 0},
    {CR_GAME_ROUND_THE_CORNER, 3, 4, 1, 3, CR_SEQ_CYCLIC, 0, 0, VALUES(1), 0, 0}, /* RC-8 */
    {CR_GAME_BLOCK_RUMMY, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 0, 0},
    {CR_GAME_QUEEN_CITY, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 0, 0},
    {CR_GAME_DOUBLE_RUMMY, 3, CRI_GROUP_UNLIMITED, 0, 3, CR_SEQ_HIGH_OR_LOW, 0, 0, VALUES(11), 15,
     0},
    {CR_GAME_JAVA_RUMMY, 3, 4, 1, 3, CR_SEQ_LOW, 1, 0, VALUES(1), 25, 25},
    {CR_GAME_RUMMY_POKER, 3, 4, 0, 3, CR_SEQ_LOW, 1, 0, VALUES(10), 25, 25}, /* RP-9 */
    {CR_GAME_CAROUSEL, 3, 4, 1, 3, CR_SEQ_LOW, 0, 0, VALUES(1), 25, 0},
    /* RockIt: coming-in values (RD-2), joker 0; tricks need a natural (RD-11). */
    {CR_GAME_ROCKIT, 3, 4, 1, 3, CR_SEQ_CYCLIC, 0, 1, VALUES(1), 0, 0},
};

const cri_meld_profile *cri_meld_profile_of(int32_t preset_id)
{
    for (size_t i = 0; i < CRI_ARRAY_LEN(profiles); i++)
        if (profiles[i].preset_id == preset_id)
            return &profiles[i];
    return NULL;
}

/* The group shape an option value names (RULES.md 1.3). */
static void set_group(cri_meld_profile *p, int32_t group)
{
    p->group_min = 3;
    p->group_max = group == CRI_GROUP_DOUBLE ? CRI_GROUP_UNLIMITED : 4;
    p->group_distinct = group == CRI_GROUP_DISTINCT;
}

int32_t cri_meld_profile_from_rules(cri_meld_profile *out, const cr_rules *r)
{
    const cri_meld_profile *row = cri_meld_profile_of(cri_rules_preset(r));
    if (!row)
        return CR_E_UNSUPPORTED;
    cri_meld_profile p = *row;
    if (cri_rules_engine(r) == CR_ENGINE_RUMMY) {
        p.seq_mode = (uint8_t)cri_rules_opt(r, CRI_OPT_RUMMY_SEQ_MODE);
        set_group(&p, cri_rules_opt(r, CRI_OPT_RUMMY_GROUP));
        p.wild_deuces = cri_rules_opt(r, CRI_OPT_RUMMY_WILD_DEUCES) != 0;
    } else {
        p.seq_mode = (uint8_t)cri_rules_opt(r, CRI_OPT_MAN_SEQ_MODE);
        set_group(&p, cri_rules_opt(r, CRI_OPT_MAN_GROUP));
        p.need_natural = cri_rules_opt(r, CRI_OPT_MAN_REQUIRE_NATURAL) != 0;
    }
    for (int32_t rank = 1; rank <= 13; rank++)
        p.value[rank] = (int16_t)cri_rules_card_value(r, rank, false);
    p.joker_value = (int16_t)cri_rules_card_value(r, 0, true);
    /* A wild deuce's value means something only where deuces are wild. */
    p.wild_deuce_value = p.wild_deuces ? (int16_t)cri_rules_card_value(r, 2, true) : 0;
    *out = p;
    return CR_OK;
}

int32_t cr_meld_profile_from_rules(cr_meld_profile **out, const cr_rules *rules)
{
    if (!out || !rules)
        return CR_E_INVALID_ARGUMENT;
    cri_meld_profile row;
    int32_t rc = cri_meld_profile_from_rules(&row, rules);
    if (rc != CR_OK)
        return rc;
    cr_meld_profile *p = malloc(sizeof *p);
    if (!p)
        return CR_E_NOMEM;
    p->p = row;
    *out = p;
    return CR_OK;
}

int32_t cr_meld_profile_new(cr_meld_profile **out, const char *preset_name)
{
    if (!out || !preset_name)
        return CR_E_INVALID_ARGUMENT;
    int32_t id = 0;
    int32_t rc = cr_preset_from_name(&id, preset_name);
    if (rc != CR_OK)
        return rc;
    const cri_meld_profile *row = cri_meld_profile_of(id);
    if (!row)
        return CR_E_UNSUPPORTED;
    cr_meld_profile *p = malloc(sizeof *p);
    if (!p)
        return CR_E_NOMEM;
    p->p = *row;
    *out = p;
    return CR_OK;
}

int32_t cr_meld_profile_clone(cr_meld_profile **out, const cr_meld_profile *profile)
{
    if (!out || !profile)
        return CR_E_INVALID_ARGUMENT;
    cr_meld_profile *p = malloc(sizeof *p);
    if (!p)
        return CR_E_NOMEM;
    *p = *profile;
    *out = p;
    return CR_OK;
}

void cr_meld_profile_free(cr_meld_profile *profile)
{
    free(profile);
}

/* ---- key/value access ---------------------------------------------------- */

static const char *const rank_keys[14] = {NULL, "A", "2", "3", "4", "5", "6", "7",
                                          "8",  "9", "10", "J", "Q", "K"};

/* Parses a non-negative decimal number up to max; false on anything else. */
static bool parse_uint(int32_t *out, const char *s, int32_t max)
{
    int32_t v = 0;
    if (!*s)
        return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        v = v * 10 + (*s - '0');
        if (v > max)
            return false;
    }
    *out = v;
    return true;
}

static bool parse_switch(int32_t *out, const char *s)
{
    if (cri_ascii_caseeq(s, "on") || cri_ascii_caseeq(s, "1") || cri_ascii_caseeq(s, "yes") ||
        cri_ascii_caseeq(s, "true")) {
        *out = 1;
        return true;
    }
    if (cri_ascii_caseeq(s, "off") || cri_ascii_caseeq(s, "0") || cri_ascii_caseeq(s, "no") ||
        cri_ascii_caseeq(s, "false")) {
        *out = 0;
        return true;
    }
    return false;
}

/* Where a value.<X> key points, or NULL. */
static int16_t *value_slot(cri_meld_profile *p, const char *key)
{
    if (!cri_ascii_prefix(key, "value."))
        return NULL;
    const char *r = key + 6;
    if (cri_ascii_caseeq(r, "JK") || cri_ascii_caseeq(r, "joker"))
        return &p->joker_value;
    if (cri_ascii_caseeq(r, "wild2"))
        return &p->wild_deuce_value;
    if (cri_ascii_caseeq(r, "T"))
        return &p->value[10];
    for (int i = 1; i <= 13; i++)
        if (cri_ascii_caseeq(r, rank_keys[i]))
            return &p->value[i];
    return NULL;
}

int32_t cr_meld_profile_set(cr_meld_profile *profile, const char *key, const char *value)
{
    if (!profile || !key || !value)
        return CR_E_INVALID_ARGUMENT;
    cri_meld_profile p = profile->p;
    int32_t v = 0;
    int16_t *slot = value_slot(&p, key);
    if (slot) {
        if (!parse_uint(&v, value, 1000))
            return CR_E_CONFIG;
        *slot = (int16_t)v;
    } else if (cri_ascii_caseeq(key, "group_min")) {
        if (!parse_uint(&v, value, 13) || v < 3)
            return CR_E_CONFIG;
        p.group_min = (uint8_t)v;
    } else if (cri_ascii_caseeq(key, "group_max")) {
        if (cri_ascii_caseeq(value, "unlimited") || cri_ascii_caseeq(value, "0"))
            v = CRI_GROUP_UNLIMITED;
        else if (!parse_uint(&v, value, 24) || v < 3)
            return CR_E_CONFIG;
        p.group_max = (uint8_t)v;
    } else if (cri_ascii_caseeq(key, "group_distinct_suits")) {
        if (!parse_switch(&v, value))
            return CR_E_CONFIG;
        p.group_distinct = (uint8_t)v;
    } else if (cri_ascii_caseeq(key, "seq_mode")) {
        if (cri_ascii_caseeq(value, "LOW"))
            v = CR_SEQ_LOW;
        else if (cri_ascii_caseeq(value, "HIGH_OR_LOW"))
            v = CR_SEQ_HIGH_OR_LOW;
        else if (cri_ascii_caseeq(value, "CYCLIC"))
            v = CR_SEQ_CYCLIC;
        else
            return CR_E_CONFIG;
        p.seq_mode = (uint8_t)v;
    } else if (cri_ascii_caseeq(key, "wild_deuces")) {
        if (!parse_switch(&v, value))
            return CR_E_CONFIG;
        p.wild_deuces = (uint8_t)v;
    } else if (cri_ascii_caseeq(key, "need_natural")) {
        if (!parse_switch(&v, value))
            return CR_E_CONFIG;
        p.need_natural = (uint8_t)v;
    } else {
        return CR_E_NOT_FOUND;
    }
    if (p.group_max != CRI_GROUP_UNLIMITED && p.group_min > p.group_max)
        return CR_E_CONFIG;
    /* The search meets a run longer than 13 cards (round the corner, or up
     * to the ace high) as one run and emits it as two halves. With at most
     * six wild cards (the jokers a question may hold) each half holds a
     * natural; with wild deuces too a half can be wild cards only, which
     * need_natural forbids, and the search would answer a partition that
     * does not exist (docs/solver.md, the bullet "Runs over 13 cards"). No preset needs both. */
    if (p.need_natural && p.wild_deuces)
        return CR_E_CONFIG;
    profile->p = p;
    return CR_OK;
}

int32_t cr_meld_profile_get(int32_t *out_value, const cr_meld_profile *profile, const char *key)
{
    if (!out_value || !profile || !key)
        return CR_E_INVALID_ARGUMENT;
    cri_meld_profile p = profile->p;
    const int16_t *slot = value_slot(&p, key);
    int32_t v;
    if (slot)
        v = *slot;
    else if (cri_ascii_caseeq(key, "group_min"))
        v = p.group_min;
    else if (cri_ascii_caseeq(key, "group_max"))
        v = p.group_max == CRI_GROUP_UNLIMITED ? 0 : p.group_max;
    else if (cri_ascii_caseeq(key, "group_distinct_suits"))
        v = p.group_distinct;
    else if (cri_ascii_caseeq(key, "run_min"))
        v = p.run_min;
    else if (cri_ascii_caseeq(key, "seq_mode"))
        v = p.seq_mode;
    else if (cri_ascii_caseeq(key, "wild_deuces"))
        v = p.wild_deuces;
    else if (cri_ascii_caseeq(key, "need_natural"))
        v = p.need_natural;
    else
        return CR_E_NOT_FOUND;
    *out_value = v;
    return CR_OK;
}
