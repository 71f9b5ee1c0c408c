/* The engine table: which engine plays a preset. The one place where the
 * game layer names an engine; adding one is a line here (docs/game.md,
 * "Adding an engine"). */
#include "game/game.h"
#include "manip/manip.h"
#include "shed/shed_internal.h"
#include "rummy/rummy_internal.h"

const cri_engine *cri_engine_for(int32_t engine_id)
{
    switch (engine_id) {
    case CR_ENGINE_SHED:
        return &cri_shed_engine;
    case CR_ENGINE_RUMMY:
        return &cri_rummy_engine;
    case CR_ENGINE_MANIP:
        return &cri_manip_engine;
    default:
        return NULL;
    }
}

/* The engine for the rules, or NULL when this version does not play them
 * yet (the RUMMY engine is built preset by preset). */
const cri_engine *cri_engine_plays(const cr_rules *r)
{
    int32_t engine_id = cri_rules_engine(r);
    const cri_engine *e = cri_engine_for(engine_id);
    if (e && engine_id == CR_ENGINE_RUMMY && !cri_rummy_plays(r))
        return NULL;
    return e;
}

const char *cri_engine_refusal(const cr_rules *r)
{
    return cri_rules_engine(r) == CR_ENGINE_RUMMY ? cri_rummy_refusal(r) : NULL;
}

/* Declared in rules.h; answered here, where the table is: whether this
 * library version has the engine for the rules. */
int32_t cr_rules_engine(int32_t *out_supported, const cr_rules *r)
{
    if (!r)
        return CR_E_INVALID_ARGUMENT;
    int32_t engine = cri_rules_engine(r);
    if (out_supported)
        *out_supported = cri_engine_plays(r) ? 1 : 0;
    return engine;
}
