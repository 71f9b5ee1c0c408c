/* Enumerating the option registry for bindings and user interfaces
 * (zstd's ZSTD_cParam_getBounds style: index, name, type, bounds, names). */
#include "rules/options.h"

int32_t cr_rules_option_count(void)
{
    return cri_option_count();
}

const char *cr_rules_option_name(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? d->name : NULL;
}

int32_t cr_rules_option_find(int32_t *out_index, const char *name)
{
    if (!out_index || !name)
        return CR_E_INVALID_ARGUMENT;
    int32_t index = cri_option_lookup(name);
    if (index < 0)
        return CR_E_NOT_FOUND;
    *out_index = index;
    return CR_OK;
}

int32_t cr_rules_option_type(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? d->type : CR_E_INVALID_ARGUMENT;
}

int32_t cr_rules_option_is_shorthand(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? (d->sh != NULL) : CR_E_INVALID_ARGUMENT;
}

int32_t cr_rules_option_bounds(int64_t *out_min, int64_t *out_max, int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    if (!d)
        return CR_E_INVALID_ARGUMENT;
    if (out_min)
        *out_min = d->min;
    if (out_max)
        *out_max = d->max;
    return CR_OK;
}

int32_t cr_rules_option_value_count(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? d->nvalues : CR_E_INVALID_ARGUMENT;
}

const char *cr_rules_option_value_name(int64_t *out_number, int32_t index, int32_t k)
{
    const cri_option_def *d = cri_option_get(index);
    if (!d || k < 0 || k >= d->nvalues)
        return NULL;
    if (out_number)
        *out_number = d->values[k].number;
    return d->values[k].name;
}

int32_t cr_rules_option_applies(int32_t index, int32_t preset_id)
{
    const cri_option_def *d = cri_option_get(index);
    if (!d || !cri_preset_get(preset_id))
        return CR_E_INVALID_ARGUMENT;
    return cri_option_applies(d, preset_id) ? 1 : 0;
}

int32_t cr_rules_option_default(char *buf, size_t cap, size_t *needed, int32_t index,
                                int32_t preset_id)
{
    const cri_option_def *d = cri_option_get(index);
    if (!d || !cri_preset_get(preset_id) || (!buf && cap))
        return CR_E_INVALID_ARGUMENT;
    cr_rules r;
    cri_rules_init(&r, preset_id);
    int32_t v;
    if (cri_rules_read(&v, &r, index) != CR_OK)
        return CR_E_NOT_FOUND;
    size_t len = cri_option_format_value(buf, cap, d, v);
    if (needed)
        *needed = len + 1;
    return len < cap ? CR_OK : CR_E_BUFFER_TOO_SMALL;
}

const char *cr_rules_option_description(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? d->desc : NULL;
}

const char *cr_rules_option_source(int32_t index)
{
    const cri_option_def *d = cri_option_get(index);
    return d ? d->source : NULL;
}
