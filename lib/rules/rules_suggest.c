/* The closest valid name for an unknown preset, option or option value,
 * for the messages of the registry (issue 12: "go-bom" and "plyers=4"
 * should say what was meant). */
#include "common/error.h"
#include "rules/options.h"
#include "rules/presets.h"

/* Every name a preset answers to: short name, title, then aliases. */
static const char *preset_name_at(const void *ctx, size_t i)
{
    (void)ctx;
    size_t per = 2 + CRI_PRESET_MAX_ALIASES;
    int32_t id = (int32_t)(i / per) + 1;
    const cri_preset_info *p = cri_preset_get(id);
    if (!p)
        return NULL;
    size_t k = i % per;
    if (k == 0)
        return p->name;
    if (k == 1)
        return p->title;
    const char *alias = p->aliases[k - 2];
    return alias ? alias : ""; /* "" is never close to a non-empty word */
}

const char *cri_preset_suggest(const char *word)
{
    const char *s = cri_closest_name(word, preset_name_at, NULL);
    /* Suggest the short name, the form the text uses. */
    int32_t id;
    return s && cr_preset_from_name(&id, s) == CR_OK ? cr_preset_name(id) : NULL;
}

static const char *option_name_at(const void *ctx, size_t i)
{
    (void)ctx;
    return (int32_t)i < cri_option_count() ? cri_option_get((int32_t)i)->name : NULL;
}

const char *cri_option_suggest(const char *word)
{
    return cri_closest_name(word, option_name_at, NULL);
}

static const char *value_name_at(const void *ctx, size_t i)
{
    const cri_option_def *d = ctx;
    return (int32_t)i < d->nvalues ? d->values[i].name : NULL;
}

const char *cri_value_suggest(const cri_option_def *d, const char *word)
{
    return cri_closest_name(word, value_name_at, d);
}
