/* A program built only from the installed library through pkg-config
 * (make installcheck, run by make distcheck). */
#include <cardrules.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
    uint8_t card = 0;
    if (cr_card_parse(&card, "10H") != CR_OK || cr_card_rank(card) != 10)
        return 1;
    if (strcmp(cr_version_string(), CR_VERSION_STRING) != 0)
        return 1;
    printf("consumer linked libcardrules %s: %s\n", cr_version_string(), cr_card_name(card));
    return 0;
}
