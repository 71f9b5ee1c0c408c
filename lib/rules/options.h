/* The option registry as data (RULES.md 17): one definition per named
 * option, and one table of values per preset. lib/rules/rules.c interprets it.
 * The data lives in one file per engine (options_common.c, options_shed.c,
 * options_rummy.c, options_manip.c) and one per engine's named variants
 * (options_*_variants.c); lib/rules/options.c assembles the registry. */
#ifndef CRI_OPTIONS_H
#define CRI_OPTIONS_H

#include "rules/presets.h"
#include "rules/rules.h"

/* A named value: an enum value (number = its index) or a special int. */
typedef struct cri_named {
    const char *name;
    int32_t number;
} cri_named;

/* One setting made by a shorthand variant: when the variant is given the
 * value `when`, option `opt` takes `value` (CRI_SH_FORWARD: the number the
 * variant was given). A list ends with opt = -1. A bool variant given OFF
 * resets the options its ON rules touch to the preset's defaults. */
#define CRI_SH_FORWARD INT32_MIN
#define CRI_SH_ANY INT32_MIN
typedef struct cri_sh_rule {
    int32_t when;
    int32_t opt;
    int32_t value;
} cri_sh_rule;

typedef struct cri_option_def {
    const char *name;         /* stable name */
    int32_t type;             /* CR_OPTION_* */
    int32_t min, max;         /* numeric bounds (specials excluded) */
    const cri_named *values;  /* enum names, or special int names */
    int32_t nvalues;
    uint32_t presets;         /* bit (1 << preset id) per preset it applies to */
    int32_t base;             /* default where the preset table is silent */
    const char *source;       /* RULES.md ids, e.g. "GB-6" */
    const char *desc;         /* one line */
    const cri_sh_rule *sh;    /* shorthand variants only: what it sets */
} cri_option_def;

/* A preset's value of one stored option; set = false where the preset is
 * silent and the option's base applies. */
typedef struct cri_preset_value {
    bool set;
    int32_t value;
} cri_preset_value;

/* A preset: its player range and its value of every stored option, indexed
 * by cri_opt id. */
typedef struct cri_preset_rules {
    int32_t preset; /* CR_GAME_* */
    uint32_t min_players, max_players, default_players;
    cri_preset_value values[CRI_OPT_COUNT];
} cri_preset_rules;

/* The stored options come in blocks, each defined in one file and indexed
 * by cri_opt id minus the block's first id (CRI_OPT_*_FIRST .. the next
 * block's first). */
#define CRI_OPT_COMMON_FIRST CRI_OPT_PLAYERS
#define CRI_OPT_SHED_FIRST CRI_OPT_SHED_STRUCTURE
#define CRI_OPT_RUMMY_FIRST CRI_OPT_RUMMY_PACKS
#define CRI_OPT_MAN_FIRST CRI_OPT_MAN_PACKS
#define CRI_OPT_RUMMY_GAMES_FIRST CRI_OPT_STRAIGHT_BREAK_DISCARD
#define CRI_OPT_MAN_GAMES_FIRST CRI_OPT_CAROUSEL_EMPTY_HAND_NO_AUTOKNOCK
#define CRI_OPT_COMMON_COUNT (CRI_OPT_SHED_FIRST - CRI_OPT_COMMON_FIRST)
#define CRI_OPT_SHED_COUNT (CRI_OPT_RUMMY_FIRST - CRI_OPT_SHED_FIRST)
#define CRI_OPT_RUMMY_COUNT (CRI_OPT_MAN_FIRST - CRI_OPT_RUMMY_FIRST)
#define CRI_OPT_MAN_COUNT (CRI_OPT_RUMMY_GAMES_FIRST - CRI_OPT_MAN_FIRST)
#define CRI_OPT_RUMMY_GAMES_COUNT (CRI_OPT_MAN_GAMES_FIRST - CRI_OPT_RUMMY_GAMES_FIRST)
#define CRI_OPT_MAN_GAMES_COUNT (CRI_OPT_COUNT - CRI_OPT_MAN_GAMES_FIRST)

/* A list of shorthand variants. */
typedef struct cri_option_list {
    const cri_option_def *defs;
    int32_t count;
} cri_option_list;

/* options_common.c: the options every engine has. */
extern const cri_option_def cri_common_options[CRI_OPT_COMMON_COUNT];
/* options_shed.c, options_shed_variants.c: the SHED engine (17.1). */
extern const cri_option_def cri_shed_options[CRI_OPT_SHED_COUNT];
extern const cri_option_list cri_shed_variants;
extern const cri_preset_rules cri_rockaway_rules, cri_go_boom_rules;
/* options_rummy.c, options_rummy_variants.c: the RUMMY engine (17.2). */
extern const cri_option_def cri_rummy_options[CRI_OPT_RUMMY_COUNT];
extern const cri_option_def cri_rummy_game_options[CRI_OPT_RUMMY_GAMES_COUNT];
extern const cri_option_list cri_rummy_variants;
extern const cri_preset_rules cri_boathouse_rules, cri_straight6_rules, cri_straight7_rules,
    cri_skip_rules, cri_round_the_corner_rules, cri_block_rules, cri_queen_city_rules,
    cri_double_rummy_rules, cri_java_rules, cri_rummy_poker_rules;
/* options_manip.c, options_manip_variants.c: the MANIP engine (17.3). */
extern const cri_option_def cri_manip_options[CRI_OPT_MAN_COUNT];
extern const cri_option_def cri_manip_game_options[CRI_OPT_MAN_GAMES_COUNT];
extern const cri_option_list cri_manip_variants;
extern const cri_preset_rules cri_carousel_rules, cri_rockit_rules;

/* Stored options are registry entries 0..CRI_OPT_COUNT-1 (index = cri_opt
 * id); shorthand variants follow. */
int32_t cri_option_count(void);
const cri_option_def *cri_option_get(int32_t index);
/* Every stored option's base value, out[cri_opt id] (a block at a time:
 * cri_option_get per option was a fifth of the rules parser's time). */
void cri_option_bases(int32_t out[CRI_OPT_COUNT]);
/* The registry index of a name (ASCII case-insensitive), or -1. */
int32_t cri_option_lookup(const char *name);

/* The closest preset name, option name or value name of option d to an
 * unknown word, or NULL when none is close (lib/rules/rules_suggest.c). */
const char *cri_preset_suggest(const char *word);
const char *cri_option_suggest(const char *word);
const char *cri_value_suggest(const cri_option_def *d, const char *word);
/* The preset's table (presets 1..14), or NULL. */
const cri_preset_rules *cri_preset_rules_get(int32_t preset);

/* ---- shared by lib/rules*.c ---------------------------------------------- */
/* A stored option's default for a preset. */
int32_t cri_option_preset_default(int32_t opt, int32_t preset);
/* Whether an option applies to a preset. */
bool cri_option_applies(const cri_option_def *d, int32_t preset);
/* Parse a value for an option (NULL = bare flag). CR_OK or CR_E_CONFIG with
 * a message in msg. */
int32_t cri_option_parse_value(int32_t *out, const cri_option_def *d, const char *text, char *msg,
                               size_t cap);
/* Write a value as text; returns the length it needs (without the NUL),
 * like snprintf. */
size_t cri_option_format_value(char *buf, size_t cap, const cri_option_def *d, int32_t value);
/* Whether a number is an acceptable value of the option. */
bool cri_option_value_ok(const cri_option_def *d, int64_t value);
/* Set option `index` (stored or shorthand) to `number` on r. Checks
 * applicability and bounds; atomic; CR_OK or CR_E_CONFIG with r->error. */
int32_t cri_rules_apply(cr_rules *r, int32_t index, int32_t number);
/* Read option `index`; CR_OK or CR_E_NOT_FOUND (a shorthand none of whose
 * values holds). */
int32_t cri_rules_read(int32_t *out, const cr_rules *r, int32_t index);
/* Record a failure on r (message formatted like printf) and return status. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
int32_t cri_rules_fail(cr_rules *r, int32_t status, int32_t reason, const char *fmt, ...);
/* CR_E_NOT_FOUND for an unknown name, the message ending with the closest
 * valid one when there is one: `unknown option "plyers"; did you mean "players"?` */
int32_t cri_rules_fail_unknown(cr_rules *r, const char *what, const char *name, const char *closest);
/* Clear r's error. */
void cri_rules_ok(cr_rules *r);
#endif
