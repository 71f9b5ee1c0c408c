/* The MANIP commit check's messages (manip_commit.c): cards and melds as
 * the messages show them, and a reading's failure with its reason. Only a
 * failing reading comes here. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "manip/manip_commit.h"

void cri_man_card_text(char *buf, size_t cap, unsigned c, unsigned decl)
{
    if (!cri_man_is_joker(c) && c != CR_CARD_JOKER) {
        snprintf(buf, cap, "%s", cr_card_name((uint8_t)c));
        return;
    }
    char d[8] = "";
    if (is_open(decl))
        snprintf(d, sizeof d, "=%s", cr_card_name(CR_CARD(decl - CR_OPEN_SUIT(0), 0)));
    else if (decl)
        snprintf(d, sizeof d, "=%s", cr_card_name((uint8_t)decl));
    if (is_open(decl)) {
        size_t l = strlen(d);
        d[l - 1] = '*';
    }
    if (cri_man_is_joker(c))
        snprintf(buf, cap, "JK%u%s", c - 0x40u, d);
    else
        snprintf(buf, cap, "JK%s", d);
}

void cri_man_meld_text(char *buf, size_t cap, const uint8_t *cards, const uint8_t *decl, size_t n)
{
    size_t len = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && len + 12 < cap; i++) {
        char t[16];
        cri_man_card_text(t, sizeof t, cards[i], decl ? decl[i] : 0);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s", i ? " " : "", t);
    }
}

bool cri_man_fail(cri_man_verdict *v, int stage, int32_t reason, const char *fmt, ...)
{
    v->stage = stage;
    v->reason = reason;
    char detail[CRI_ERR_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(detail, sizeof detail, fmt, ap);
    va_end(ap);
    int n = snprintf(v->msg, sizeof v->msg, "%s: %s", cr_reason_name(reason), detail);
    /* The game's error (CRI_ERR_MAX) keeps the start of a longer message
     * (a long meld's cards): it ends with `...` there, not cut unannounced. */
    if (n >= CRI_ERR_MAX)
        memcpy(v->msg + CRI_ERR_MAX - 4, "...", 4);
    return false;
}
