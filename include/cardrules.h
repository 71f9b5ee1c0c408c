/* SPDX-License-Identifier: MIT
 * Copyright (c) the libcardrules authors. See the file LICENSE. */
/**
 * @file cardrules.h
 * @brief libcardrules: the one header a consumer includes.
 *
 * libcardrules knows the rules of fourteen card games and answers the
 * questions an application asks while they are played: is this move legal,
 * what may this seat do or see, can these cards be melded, who won.
 *
 * Conventions that hold for every function (see docs/conventions.md):
 * - Functions return an `int32_t` status: ::CR_OK (0) or a negative
 *   `CR_E_*` code. cr_strerror() names every code and never returns NULL.
 * - Outputs come first, then the handle, then inputs. Opaque handles are made
 *   by `cr_x_new(&out, ...)` and released by `cr_x_free()`, which accepts NULL.
 * - A call that fails changes nothing and leaves its outputs untouched unless
 *   it documents otherwise.
 * - No global mutable state and no init function. Different handles may be
 *   used from different threads at once; one handle is used by one thread at
 *   a time.
 * - Strings the library returns are static or owned by the handle until the
 *   next call on it; never pass them to free().
 */
#ifndef CARDRULES_H
#define CARDRULES_H

#include "cardrules/common.h"
#include "cardrules/cards.h"
#include "cardrules/rng.h"
#include "cardrules/presets.h"
#include "cardrules/solver.h"
#include "cardrules/rules.h"
#include "cardrules/game.h"
#include "cardrules/assist.h"

#endif /* CARDRULES_H */
