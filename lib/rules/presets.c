/* The fourteen presets and their names (RULES.md 17.0 and 9.2's naming
 * rules: "Boathouse" alone is the Bicycle game, S3's "Boat House Rummy" is
 * Round-the-Corner; S0 uses "Go Boom" as a synonym for Rockaway, but the
 * name resolves to the S2 game as RULES.md 4.2 requires). */
#include "rules/presets.h"

static const cri_preset_info presets[CRI_PRESET_COUNT] = {
    {CR_GAME_ROCKAWAY, "rockaway", "Rockaway", "CR_GAME_ROCKAWAY", CR_ENGINE_SHED, "S0",
     {"Rockaway"}},
    {CR_GAME_GO_BOOM, "go-boom", "Go Boom", "CR_GAME_GO_BOOM", CR_ENGINE_SHED, "S2",
     {"Go Boom", "Go-Boom"}},
    {CR_GAME_BOATHOUSE_BICYCLE, "boathouse", "Boathouse Rum", "CR_GAME_BOATHOUSE_BICYCLE",
     CR_ENGINE_RUMMY, "S1", {"Boathouse Rum", "Boat House Rum", "Boathouse", "Boat House"}},
    {CR_GAME_STRAIGHT_RUMMY_6, "straight6", "Six-Card Straight Rummy", "CR_GAME_STRAIGHT_RUMMY_6",
     CR_ENGINE_RUMMY, "S3", {"Six-Card Straight Rummy", "straight-6"}},
    {CR_GAME_STRAIGHT_RUMMY_7, "straight7", "Seven-Card Straight Rummy", "CR_GAME_STRAIGHT_RUMMY_7",
     CR_ENGINE_RUMMY, "S3", {"Seven-Card Straight Rummy", "Straight Rummy", "straight-7"}},
    {CR_GAME_SKIP_RUMMY, "skip", "Skip Rummy", "CR_GAME_SKIP_RUMMY", CR_ENGINE_RUMMY, "S3",
     {"Skip Rummy"}},
    {CR_GAME_ROUND_THE_CORNER, "round-the-corner", "Round-the-Corner Rummy",
     "CR_GAME_ROUND_THE_CORNER", CR_ENGINE_RUMMY, "S3",
     {"Round-the-Corner Rummy", "Dizzy Rummy", "Boat House Rummy (Scarne)",
      "CR_GAME_BOATHOUSE_SCARNE", "Boat House Rummy"}},
    {CR_GAME_BLOCK_RUMMY, "block", "Block Rummy", "CR_GAME_BLOCK_RUMMY", CR_ENGINE_RUMMY, "S3",
     {"Block Rummy"}},
    {CR_GAME_QUEEN_CITY, "queen-city", "Queen City Rummy", "CR_GAME_QUEEN_CITY", CR_ENGINE_RUMMY,
     "S3", {"Queen City Rummy", "Cincinnati Rummy", "Cincinnati"}},
    {CR_GAME_DOUBLE_RUMMY, "double", "Double Rummy", "CR_GAME_DOUBLE_RUMMY", CR_ENGINE_RUMMY, "S3",
     {"Double Rummy"}},
    {CR_GAME_JAVA_RUMMY, "java", "Java Rummy", "CR_GAME_JAVA_RUMMY", CR_ENGINE_RUMMY, "S3",
     {"Java Rummy", "Elimination Rummy", "Freeze Out"}},
    {CR_GAME_RUMMY_POKER, "rummy-poker", "Rummy Poker", "CR_GAME_RUMMY_POKER", CR_ENGINE_RUMMY,
     "S3", {"Rummy Poker"}},
    {CR_GAME_CAROUSEL, "carousel", "Carousel", "CR_GAME_CAROUSEL", CR_ENGINE_MANIP, "S3",
     {"Carousel", "Carousel Rummy"}},
    {CR_GAME_ROCKIT, "rockit", "RockIt to Destiny", "CR_GAME_ROCKIT", CR_ENGINE_MANIP, "S4",
     {"RockIt to Destiny", "RockIt"}},
};

const cri_preset_info *cri_preset_get(int32_t id)
{
    if (id < 1 || id > CRI_PRESET_COUNT)
        return NULL;
    return &presets[id - 1];
}

static bool is_alnum(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

bool cri_name_matches(const char *a, const char *b)
{
    for (;;) {
        while (*a && !is_alnum((unsigned char)*a))
            a++;
        while (*b && !is_alnum((unsigned char)*b))
            b++;
        if (!*a || !*b)
            return !*a && !*b;
        if (cri_ascii_lower((unsigned char)*a) != cri_ascii_lower((unsigned char)*b))
            return false;
        a++;
        b++;
    }
}

int32_t cr_preset_count(void)
{
    return CRI_PRESET_COUNT;
}

int32_t cr_preset_from_name(int32_t *out_id, const char *name)
{
    if (!out_id || !name)
        return CR_E_INVALID_ARGUMENT;
    bool has_alnum = false;
    for (const char *p = name; *p; p++)
        has_alnum = has_alnum || is_alnum((unsigned char)*p);
    if (!has_alnum)
        return CR_E_NOT_FOUND;
    for (int i = 0; i < CRI_PRESET_COUNT; i++) {
        const cri_preset_info *p = &presets[i];
        bool hit = cri_name_matches(name, p->name) || cri_name_matches(name, p->ident) ||
                   cri_name_matches(name, p->title);
        for (int k = 0; !hit && k < CRI_PRESET_MAX_ALIASES && p->aliases[k]; k++)
            hit = cri_name_matches(name, p->aliases[k]);
        if (hit) {
            *out_id = p->id;
            return CR_OK;
        }
    }
    return CR_E_NOT_FOUND;
}

const char *cr_preset_name(int32_t id)
{
    const cri_preset_info *p = cri_preset_get(id);
    return p ? p->name : NULL;
}

const char *cr_preset_title(int32_t id)
{
    const cri_preset_info *p = cri_preset_get(id);
    return p ? p->title : NULL;
}

int32_t cr_preset_engine(int32_t id)
{
    const cri_preset_info *p = cri_preset_get(id);
    return p ? p->engine : CR_E_INVALID_ARGUMENT;
}
