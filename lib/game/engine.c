/* The engine table: which engine plays a preset. The one place where the
 * game layer names an engine; adding one is a line here (docs/game.md,
 * "Adding an engine"). */
#include "game/game.h"
#include "shed/shed_internal.h"

const cri_engine *cri_engine_for(int32_t engine_id)
{
    switch (engine_id) {
    case CR_ENGINE_SHED:
        return &cri_shed_engine;
    default:
        return NULL;
    }
}
