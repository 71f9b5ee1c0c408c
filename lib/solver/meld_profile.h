/* Meld profiles: the meld rules of one preset as plain data (RULES.md 1.2-1.4,
 * 17.2, 17.3), read by the meld check and the solver. */
#ifndef CRI_MELD_PROFILE_H
#define CRI_MELD_PROFILE_H

#include "common/internal.h"

/* group_max value meaning "no maximum" (Double Rummy DR-2). */
#define CRI_GROUP_UNLIMITED 255

typedef struct cri_meld_profile {
    int32_t preset_id;        /* CR_GAME_* the row came from */
    uint8_t group_min;        /* 3.. */
    uint8_t group_max;        /* >= group_min, or CRI_GROUP_UNLIMITED */
    uint8_t group_distinct;   /* suits (declared suits included) must differ */
    uint8_t run_min;          /* 3..13; runs are at most 13 long in every mode */
    uint8_t seq_mode;         /* CR_SEQ_* */
    uint8_t wild_deuces;      /* every 2 is a wild card that may also stand for itself (JR-2) */
    uint8_t need_natural;     /* every meld needs a natural card (RD-11) */
    int16_t value[14];        /* card value by rank 1..13 (index 0 unused) */
    int16_t joker_value;
    int16_t wild_deuce_value; /* value of a deuce when wild_deuces is on */
} cri_meld_profile;

struct cr_meld_profile {
    cri_meld_profile p;
};

/* The profile row of a preset id; NULL for an unknown id or a preset
 * without melds (the SHED engine). */
const cri_meld_profile *cri_meld_profile_of(int32_t preset_id);

/* The profile of a rules object: its preset's row with the rules' own
 * sequence mode, group shape, wild deuces, natural-card rule and card
 * values. CR_E_UNSUPPORTED for a preset without melds; out untouched then. */
int32_t cri_meld_profile_from_rules(cri_meld_profile *out, const cr_rules *r);

/* The value of one card under a profile (code assumed valid). */
static inline int32_t cri_card_value(const cri_meld_profile *p, unsigned code)
{
    if (code == 0x40)
        return p->joker_value;
    unsigned rank = code & 15u;
    if (rank == 2 && p->wild_deuces)
        return p->wild_deuce_value;
    return p->value[rank];
}

/* Whether a card is wild under the profile: a joker, or a deuce when deuces are wild. */
static inline bool cri_card_is_wild(const cri_meld_profile *p, unsigned code)
{
    return code == 0x40 || (p->wild_deuces && (code & 15u) == 2);
}

#endif
