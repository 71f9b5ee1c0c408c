/* What the files that define the option registry share (options_*.c): the
 * masks of presets an option applies to, the definition macros and the
 * value names used by more than one engine. Never included elsewhere. */
#ifndef CRI_OPTIONS_DEF_H
#define CRI_OPTIONS_DEF_H

#include "rules/options.h"

#define BIT(id) (1u << (id))
#define M_SHED (BIT(CR_GAME_ROCKAWAY) | BIT(CR_GAME_GO_BOOM))
#define M_RUMMY                                                                           \
    (BIT(CR_GAME_BOATHOUSE_BICYCLE) | BIT(CR_GAME_STRAIGHT_RUMMY_6) |                     \
     BIT(CR_GAME_STRAIGHT_RUMMY_7) | BIT(CR_GAME_SKIP_RUMMY) | BIT(CR_GAME_ROUND_THE_CORNER) | \
     BIT(CR_GAME_BLOCK_RUMMY) | BIT(CR_GAME_QUEEN_CITY) | BIT(CR_GAME_DOUBLE_RUMMY) |      \
     BIT(CR_GAME_JAVA_RUMMY) | BIT(CR_GAME_RUMMY_POKER))
#define M_MANIP (BIT(CR_GAME_CAROUSEL) | BIT(CR_GAME_ROCKIT))
#define M_ALL (M_SHED | M_RUMMY | M_MANIP)

/* Stored options. */
#define VALS(a) a, (int32_t)CRI_ARRAY_LEN(a)
#define NOVALS NULL, 0
#define BOOL_OPT(nm, mask, def, src, d) \
    {nm, CR_OPTION_BOOL, 0, 1, NOVALS, mask, def, src, d, NULL}
#define ENUM_OPT(nm, vals, mask, def, src, d) \
    {nm, CR_OPTION_ENUM, 0, (int32_t)CRI_ARRAY_LEN(vals) - 1, VALS(vals), mask, def, src, d, NULL}
#define INT_OPT(nm, lo, hi, mask, def, src, d) \
    {nm, CR_OPTION_INT, lo, hi, NOVALS, mask, def, src, d, NULL}
#define INTS_OPT(nm, lo, hi, specials, mask, def, src, d) \
    {nm, CR_OPTION_INT, lo, hi, VALS(specials), mask, def, src, d, NULL}

/* Shorthand variants: the settings a value makes (cri_sh_rule lists). */
#define END_RULES {0, -1, 0}
#define ON(o, v) {1, o, v}
#define SH_FLAG(nm, mask, rules, src, d) {nm, CR_OPTION_BOOL, 0, 1, NOVALS, mask, 0, src, d, rules}
#define SH_ENUM(nm, vals, mask, rules, src, d) \
    {nm, CR_OPTION_ENUM, 0, (int32_t)CRI_ARRAY_LEN(vals) - 1, VALS(vals), mask, 0, src, d, rules}
#define SH_INT(nm, lo, hi, mask, rules, src, d) {nm, CR_OPTION_INT, lo, hi, NOVALS, mask, 0, src, d, rules}
#define OPTION_LIST(defs) {defs, (int32_t)CRI_ARRAY_LEN(defs)}

/* A preset's value of an option: [CRI_OPT_X] = SET(value) in .values. */
#define SET(v) {true, (v)}

/* Value names shared by the RUMMY and MANIP options (options_common.c). */
extern const cri_named cri_seq_values[3];   /* LOW, HIGH_OR_LOW, CYCLIC */
extern const cri_named cri_group_values[3]; /* DISTINCT, REPEAT, DOUBLE */

#endif
