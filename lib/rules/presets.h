/* The preset table (RULES.md 17.0): one row per game, shared by the rules
 * registry, the meld profiles and the engines. */
#ifndef CRI_PRESETS_H
#define CRI_PRESETS_H

#include "common/internal.h"

#define CRI_PRESET_COUNT 14
#define CRI_PRESET_MAX_ALIASES 6

typedef struct cri_preset_info {
    int32_t id;                                   /* CR_GAME_* */
    const char *name;                             /* canonical short name */
    const char *title;                            /* display title */
    const char *ident;                            /* "CR_GAME_..." */
    int32_t engine;                               /* CR_ENGINE_* */
    const char *seed;                             /* "S0".."S4" */
    const char *aliases[CRI_PRESET_MAX_ALIASES];  /* NULL-terminated when short */
} cri_preset_info;

/* The row of a preset id, or NULL. */
const cri_preset_info *cri_preset_get(int32_t id);

/* Name matching: case-insensitive, ignoring every non-alphanumeric byte. */
bool cri_name_matches(const char *a, const char *b);

#endif
