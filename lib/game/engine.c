/* The engine table: which engine runs a preset. RUMMY and MANIP plug in
 * here when they exist; until then their presets are unsupported. */
#include <string.h>

#include "game/game.h"
#include "rules/presets.h"

const cri_engine *cri_engine_for(int32_t engine_id)
{
    switch (engine_id) {
    case CR_ENGINE_SHED:
        return &cri_shed_engine;
    default:
        return NULL;
    }
}

int32_t cri_game_config_from_rules(cri_game_config *cfg, const cr_rules *r)
{
    memset(cfg, 0, sizeof *cfg);
    const cri_preset_info *p = cri_preset_get(r->preset);
    if (!p)
        return CR_E_INVALID_ARGUMENT;
    /* The object may have been built option by option without validation:
     * the registry's combination check runs here too. */
    int32_t rc = cri_rules_check(r, NULL, NULL, 0);
    if (rc != CR_OK)
        return rc;
    cfg->preset = p->id;
    cfg->engine = p->engine;
    cfg->players = (int32_t)cri_rules_players(r);
    cfg->first_dealer = cri_rules_opt(r, CRI_OPT_FIRST_DEALER);
    if (cfg->players < 2 || cfg->players > CRI_MAX_SEATS)
        return CR_E_CONFIG;
    if (cfg->first_dealer >= cfg->players)
        return CR_E_CONFIG;
    if (cfg->engine != CR_ENGINE_SHED)
        return CR_E_UNSUPPORTED;
    cri_shed_opts_from_rules(&cfg->shed, r);
    return cfg->shed.packs ? CR_OK : CR_E_CONFIG;
}
