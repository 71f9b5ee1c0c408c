/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/* Queries that need no game: `rules` (the presets, and the options of one
 * rules combination with its canonical text), `games` (the live ids) and
 * `version` (library version, protocol version, limits). */
#include "serve.h"

#include <stdlib.h>
#include <string.h>

static const char *engine_name(int32_t engine)
{
    switch (engine) {
    case CR_ENGINE_SHED: return "SHED";
    case CR_ENGINE_RUMMY: return "RUMMY";
    case CR_ENGINE_MANIP: return "MANIP";
    default: return "UNKNOWN";
    }
}

static const char *option_type_name(int32_t type)
{
    switch (type) {
    case CR_OPTION_BOOL: return "BOOL";
    case CR_OPTION_INT: return "INT";
    case CR_OPTION_ENUM: return "ENUM";
    case CR_OPTION_RANKS: return "RANKS";
    default: return "UNKNOWN";
    }
}

/* A registry text output (default or current value) as a JSON string, or null. */
static json_t *option_text(const cr_rules *r, int32_t index, int32_t preset)
{
    char buf[256];
    size_t needed = 0;
    int32_t rc = r ? cr_rules_get_text(buf, sizeof buf, &needed, r, cr_rules_option_name(index))
                   : cr_rules_option_default(buf, sizeof buf, &needed, index, preset);
    return rc == CR_OK ? json_string(buf) : json_null();
}

static json_t *option_json(const cr_rules *r, int32_t index, int32_t preset)
{
    int32_t type = cr_rules_option_type(index);
    const char *description = cr_rules_option_description(index);
    const char *source = cr_rules_option_source(index);
    json_t *o = json_pack("{s:s,s:s,s:b}", "name", cr_rules_option_name(index), "type",
                          option_type_name(type), "shorthand",
                          cr_rules_option_is_shorthand(index) == 1);
    if (!o)
        return NULL;
    json_object_set_new(o, "default", option_text(NULL, index, preset));
    json_object_set_new(o, "value", option_text(r, index, preset));
    int64_t lo = 0, hi = 0;
    if (type == CR_OPTION_INT && cr_rules_option_bounds(&lo, &hi, index) == CR_OK) {
        json_object_set_new(o, "min", json_integer(lo));
        json_object_set_new(o, "max", json_integer(hi));
    }
    int32_t nvalues = cr_rules_option_value_count(index);
    if (nvalues > 0) {
        json_t *values = json_array();
        for (int32_t k = 0; values && k < nvalues; k++) {
            const char *v = cr_rules_option_value_name(NULL, index, k);
            if (v)
                json_array_append_new(values, json_string(v));
        }
        json_object_set_new(o, "values", values);
    }
    json_object_set_new(o, "description", json_string(description ? description : ""));
    json_object_set_new(o, "source", json_string(source ? source : ""));
    return o;
}

static json_t *preset_json(int32_t id)
{
    uint32_t lo = 0, hi = 0;
    int32_t supported = 0;
    cr_rules *r = NULL;
    if (cr_rules_new_id(&r, id) == CR_OK)
        cr_rules_engine(&supported, r);
    cr_rules_free(r);
    cr_rules_player_range(&lo, &hi, id);
    return json_pack("{s:i,s:s,s:s,s:s,s:b,s:[i,i],s:i}", "id", (int)id, "name",
                     cr_preset_name(id), "title", cr_preset_title(id), "engine",
                     engine_name(cr_preset_engine(id)), "supported", supported == 1, "players",
                     (int)lo, (int)hi, "default_players", (int)cr_rules_default_players(id));
}

int serve_cmd_rules(struct serve *sv, const json_t *req, json_t *reply)
{
    (void)sv;
    if (!json_object_get(req, "rules") && !json_object_get(req, "preset")) {
        json_t *presets = json_array();
        for (int32_t id = 1; presets && id <= cr_preset_count(); id++)
            json_array_append_new(presets, preset_json(id));
        return serve_set(reply, "presets", presets);
    }
    cr_rules *r = serve_request_rules(req, reply);
    if (!r)
        return -1;
    char text[CR_RULES_TEXT_MAX];
    int32_t supported = 0, preset = cr_rules_preset(r);
    cr_rules_engine(&supported, r);
    json_object_set_new(reply, "rules", cr_rules_to_text(text, sizeof text, NULL, r) == CR_OK
                                            ? json_string(text)
                                            : json_null());
    json_object_set_new(reply, "preset", json_string(cr_preset_name(preset)));
    json_object_set_new(reply, "players", json_integer(cr_rules_players(r)));
    json_object_set_new(reply, "supported", json_boolean(supported == 1));
    json_t *options = json_array();
    for (int32_t i = 0; options && i < cr_rules_option_count(); i++)
        if (cr_rules_option_applies(i, preset) == 1)
            json_array_append_new(options, option_json(r, i, preset));
    cr_rules_free(r);
    return serve_set(reply, "options", options);
}

int serve_cmd_games(struct serve *sv, const json_t *req, json_t *reply)
{
    (void)req;
    json_t *ids = json_array();
    for (size_t i = 0; ids && i < sv->games.count; i++)
        json_array_append_new(ids, json_integer(serve_table_id_at(&sv->games, i)));
    json_object_set_new(reply, "max_games", json_integer((json_int_t)sv->games.max));
    return serve_set(reply, "games", ids);
}

int serve_cmd_version(struct serve *sv, const json_t *req, json_t *reply)
{
    (void)req;
    json_object_set_new(reply, "version", json_string(cr_version_string()));
    json_object_set_new(reply, "protocol", json_integer(SERVE_PROTOCOL_VERSION));
    json_object_set_new(reply, "max_line", json_integer((json_int_t)sv->max_line));
    json_object_set_new(reply, "max_games", json_integer((json_int_t)sv->games.max));
    return 0;
}
